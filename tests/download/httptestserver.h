// A scripted HTTP/1.1 server on loopback (port chosen by the system) for the download tests: each path answers
// with the replies queued for it, in turn (the last one again once the others are used), and can misbehave on
// purpose: a status with a Retry-After, a body sent in slow pieces, a connection closed half-way through the body
// (with or without a declared length). It records every request (path, query, headers). Replies go out on the
// event loop of the thread that owns the server, the one the client's local loop runs on.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMap>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

#include <functional>
#include <memory>

namespace kibitz::test {

struct HttpTestReply {
    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    int pieceBytes = 0;        // > 0: the body in pieces of this size ...
    int pieceDelayMs = 0;      // ... with this pause before each
    qint64 cutAfter = -1;      // >= 0: the connection closes after this many body bytes
    bool declareLength = true; // Content-Length (a cut then breaks the declared length), else the close ends the body
};

struct HttpTestRequest {
    QByteArray path;
    QUrlQuery query;
    QHash<QByteArray, QByteArray> headers; // names in lower case
};

class HttpTestServer {
public:
    HttpTestServer()
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket* socket = m_server.nextPendingConnection())
                serve(socket);
        });
        m_server.listen(QHostAddress::LocalHost, 0);
    }
    bool isListening() const { return m_server.isListening(); }
    QString baseUrl() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()); }

    void queue(const QByteArray& path, const HttpTestReply& reply) { m_routes[path].append(reply); }
    const QList<HttpTestRequest>& requests() const { return m_requests; }
    QList<QByteArray> paths() const
    {
        QList<QByteArray> out;
        for (const HttpTestRequest& r : m_requests)
            out << r.path;
        return out;
    }

private:
    void serve(QTcpSocket* socket)
    {
        auto buffer = std::make_shared<QByteArray>();
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
            if (buffer->endsWith("\r\n\r\n"))
                return; // one request per connection; it was answered
            *buffer += socket->readAll();
            const qsizetype end = buffer->indexOf("\r\n\r\n");
            if (end < 0)
                return;
            buffer->truncate(end + 4);
            const QList<QByteArray> lines = buffer->left(end).split('\n');
            const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
            HttpTestRequest request;
            const QUrl url(QString::fromLatin1(first.value(1)));
            request.path = url.path().toLatin1();
            request.query = QUrlQuery(url);
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines[i].indexOf(':');
                if (colon > 0)
                    request.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
            }
            m_requests << request;
            answer(socket, replyFor(request.path));
        });
    }

    HttpTestReply replyFor(const QByteArray& path)
    {
        auto it = m_routes.find(path);
        if (it == m_routes.end() || it->isEmpty()) {
            HttpTestReply notFound;
            notFound.status = 404;
            notFound.body = "{\"message\":\"not found\"}";
            return notFound;
        }
        return it->size() > 1 ? it->takeFirst() : it->first();
    }

    static void answer(QTcpSocket* socket, const HttpTestReply& reply)
    {
        QByteArray head = "HTTP/1.1 " + QByteArray::number(reply.status) + (reply.status == 200 ? " OK" : " Status") + "\r\n";
        for (const auto& [name, value] : reply.headers)
            head += name + ": " + value + "\r\n";
        if (reply.declareLength)
            head += "Content-Length: " + QByteArray::number(reply.body.size()) + "\r\n";
        head += "Connection: close\r\n\r\n";
        socket->write(head);
        const QByteArray body = reply.cutAfter >= 0 ? reply.body.left(reply.cutAfter) : reply.body;
        const int piece = reply.pieceBytes > 0 ? reply.pieceBytes : int(std::max<qsizetype>(1, body.size()));
        // Each pending piece's timer holds the sender; it is gone once the last piece is out or the socket is.
        auto send = std::make_shared<std::function<void(qsizetype)>>();
        std::weak_ptr<std::function<void(qsizetype)>> weak = send;
        QPointer<QTcpSocket> guarded(socket);
        *send = [guarded, body, piece, delay = reply.pieceDelayMs, weak](qsizetype at) {
            if (!guarded)
                return;
            if (at >= body.size()) {
                guarded->disconnectFromHost();
                return;
            }
            guarded->write(body.mid(at, piece));
            QTimer::singleShot(delay, guarded, [strong = weak.lock(), at, piece] { (*strong)(at + piece); });
        };
        (*send)(0);
    }

    QTcpServer m_server;
    QMap<QByteArray, QList<HttpTestReply>> m_routes;
    QList<HttpTestRequest> m_requests;
};

} // namespace kibitz::test
