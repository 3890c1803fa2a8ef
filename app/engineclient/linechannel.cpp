#include "linechannel.h"

#include <QIODevice>

namespace kibitz::engineclient {

LineChannel::LineChannel(QIODevice* device, QObject* parent) : QObject(parent), m_device(device)
{
    connect(device, &QIODevice::readyRead, this, &LineChannel::readAvailable);
}

void LineChannel::send(const QString& line)
{
    if (m_device && m_device->isWritable())
        m_device->write(line.toUtf8() + '\n');
}

void LineChannel::readAvailable()
{
    if (!m_device)
        return;
    m_buffer += m_device->readAll();
    qsizetype start = 0;
    for (qsizetype nl = m_buffer.indexOf('\n'); nl >= 0; nl = m_buffer.indexOf('\n', start)) {
        QByteArray line = m_buffer.mid(start, nl - start);
        start = nl + 1;
        while (line.endsWith('\r'))
            line.chop(1);
        emit lineReceived(QString::fromUtf8(line));
    }
    m_buffer.remove(0, start);
    if (m_buffer.size() > MaxLineBytes) {
        m_buffer.clear();
        emit lineTooLong();
    }
}

} // namespace kibitz::engineclient
