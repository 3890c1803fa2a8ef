// HttpFetch: one HTTP GET at a time, run to its end on a local event loop of the calling thread (the CLI's main
// thread, the GUI's worker), so the download reads as plain sequential code. The body is handed over as it
// arrives (progress), a cancel flag is polled every 100 ms and aborts the transfer, and a transfer that stalls
// longer than the timeout ends with an error. Needs a QCoreApplication; the fetcher lives on one thread.
// Invariant: get() returns only once the reply is finished or aborted; whatever body arrived is in the result.
#pragma once

#include <QByteArray>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QString>

#include <atomic>
#include <functional>

namespace kibitz::download {

struct HttpReply {
    int status = 0;        // the HTTP status, 0 when none arrived (no connection)
    QByteArray body;       // what arrived, all of it
    QByteArray retryAfter; // the Retry-After header, if any
    bool complete = false; // the transfer ended normally (for a status other than 2xx: the reply arrived whole)
    bool cancelled = false;
    QString error; // why the transfer did not end normally: refused, cut, timed out, too large
};

class HttpFetch {
public:
    explicit HttpFetch(const std::atomic<bool>* cancel = nullptr, int stallTimeoutMs = 120'000);
    // `onData` gets the body so far each time more of it arrived.
    HttpReply get(QNetworkRequest request, const std::function<void(const QByteArray& body)>& onData = {});
    // Waits `seconds` (a rate limit); false when cancelled meanwhile.
    bool wait(qint64 seconds);
    bool cancelled() const { return m_cancel && m_cancel->load(); }

    static constexpr qint64 MaxBody = qint64(1) << 30; // a reply larger than 1 GiB is refused, not held

private:
    QNetworkAccessManager m_manager;
    const std::atomic<bool>* m_cancel;
    int m_stallTimeoutMs;
};

} // namespace kibitz::download
