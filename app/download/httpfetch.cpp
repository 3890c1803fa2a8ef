// One GET on a local event loop: see httpfetch.h.
#include "httpfetch.h"

#include <QEventLoop>
#include <QNetworkReply>
#include <QTimer>

#include <memory>

namespace kibitz::download {

HttpFetch::HttpFetch(const std::atomic<bool>* cancel, int stallTimeoutMs) : m_cancel(cancel), m_stallTimeoutMs(stallTimeoutMs) {}

HttpReply HttpFetch::get(QNetworkRequest request, const std::function<void(const QByteArray& body)>& onData)
{
    HttpReply out;
    if (cancelled()) {
        out.cancelled = true;
        return out;
    }
    request.setTransferTimeout(m_stallTimeoutMs); // no byte for this long: aborted (OperationCanceledError)
    const std::unique_ptr<QNetworkReply> reply(m_manager.get(request));
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(100);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (cancelled() && !out.cancelled) {
            out.cancelled = true;
            reply->abort();
        }
    });
    bool tooLarge = false;
    QObject::connect(reply.get(), &QNetworkReply::readyRead, &loop, [&] {
        if (!reply->isOpen())
            return;
        out.body += reply->readAll();
        if (out.body.size() > MaxBody && !tooLarge) {
            tooLarge = true;
            reply->abort();
        } else if (onData) {
            onData(out.body);
        }
    });
    QObject::connect(reply.get(), &QNetworkReply::finished, &loop, &QEventLoop::quit);
    poll.start();
    if (!reply->isFinished())
        loop.exec();
    if (!tooLarge && reply->isOpen())
        out.body += reply->readAll();
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    out.retryAfter = reply->rawHeader("Retry-After");
    const QNetworkReply::NetworkError error = reply->error();
    // An HTTP error status is a whole reply too; only the transport's failures mean the body may be cut.
    out.complete = !out.cancelled && !tooLarge
        && (error == QNetworkReply::NoError || (out.status >= 400 && error >= QNetworkReply::ContentAccessDenied));
    if (tooLarge)
        out.error = QStringLiteral("the reply is larger than %1 MiB").arg(MaxBody >> 20);
    else if (!out.complete && !out.cancelled)
        out.error = error == QNetworkReply::OperationCanceledError ? QStringLiteral("no data for %1 s").arg(m_stallTimeoutMs / 1000)
                                                                   : reply->errorString();
    return out;
}

bool HttpFetch::wait(qint64 seconds)
{
    if (cancelled())
        return false;
    QEventLoop loop;
    QTimer done, poll;
    done.setSingleShot(true);
    QObject::connect(&done, &QTimer::timeout, &loop, &QEventLoop::quit);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (cancelled())
            loop.quit();
    });
    done.start(int(std::min<qint64>(seconds, 24 * 3600) * 1000));
    poll.start(100);
    loop.exec();
    return !cancelled();
}

} // namespace kibitz::download
