// LineChannel: the line layer of both engine protocols over any QIODevice (a QProcess in use, an in-memory
// device in tests): complete lines in, one signal per line out, CR/LF tolerant. A line that grows beyond
// MaxLineBytes without a newline is dropped and reported, so a babbling engine cannot eat the memory.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>

class QIODevice;

namespace kibitz::engineclient {

class LineChannel : public QObject {
    Q_OBJECT

public:
    static constexpr qsizetype MaxLineBytes = 1 << 20;

    explicit LineChannel(QIODevice* device, QObject* parent = nullptr);

    void send(const QString& line);
    void readAvailable(); // also called on readyRead; public so a finished process can be drained

signals:
    void lineReceived(const QString& line);
    void lineTooLong();

private:
    QPointer<QIODevice> m_device;
    QByteArray m_buffer;
};

} // namespace kibitz::engineclient
