// DownloadDialog: what to download (user name, site, date range, rated or casual and speeds, a lichess token) and
// into which PGN file (by default a new one in the documents folder, named after the site and the user), then the
// download's progress, its Cancel and its outcome. It runs nothing itself: Download emits the options, Cancel asks
// to stop; DownloadActions runs the job and feeds the progress back.
// Invariant: the site's own speeds are offered (lichess: ultrabullet to correspondence; chess.com: bullet, blitz,
// rapid, daily), rated/casual and the token only for lichess; while running the form is read-only.
#pragma once

#include "download/downloader.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace kibitz::gui {

class DownloadDialog : public QDialog {
    Q_OBJECT

public:
    explicit DownloadDialog(QWidget* parent = nullptr);

    // The form, read and set (the last user, site and file come from DownloadActions' settings).
    download::DownloadOptions options() const; // without cancel and progress
    void setUser(const QString& user);
    void setSite(download::Site site);
    void setTarget(const QString& path);
    QString target() const;
    QString defaultTarget() const; // the documents folder's "<site>-<user>.pgn"

    QLineEdit* userEdit() const { return m_user; }
    QComboBox* siteBox() const { return m_site; }
    QCheckBox* fromCheck() const { return m_fromCheck; }
    QDateEdit* fromEdit() const { return m_from; }
    QCheckBox* toCheck() const { return m_toCheck; }
    QDateEdit* toEdit() const { return m_to; }
    QComboBox* ratedBox() const { return m_rated; }
    QCheckBox* speedCheck(const QString& speed) const; // null when the site has no such speed
    QPushButton* downloadButton() const { return m_download; }
    QPushButton* cancelButton() const { return m_cancel; }
    QLabel* statusLabel() const { return m_status; }

    void setRunning(bool running);
    void setProgress(const QString& text);
    void setOutcome(const QString& text);

signals:
    void downloadRequested(const kibitz::download::DownloadOptions& options);
    void cancelRequested();

private:
    void siteChanged();
    void chooseTarget();
    void updateButtons();

    QLineEdit* m_user;
    QComboBox* m_site;
    QCheckBox* m_fromCheck;
    QDateEdit* m_from;
    QCheckBox* m_toCheck;
    QDateEdit* m_to;
    QComboBox* m_rated;
    QList<QCheckBox*> m_speeds; // every speed of both sites, the other site's hidden
    QLineEdit* m_token;
    QLabel* m_tokenLabel;
    QLabel* m_ratedLabel;
    QLineEdit* m_target;
    QPushButton* m_browse;
    QProgressBar* m_busy;
    QLabel* m_status;
    QPushButton* m_download;
    QPushButton* m_cancel;
    QPushButton* m_close;
    bool m_targetChosen = false; // the user picked or typed a file: the default no longer follows the name
    bool m_running = false;
};

} // namespace kibitz::gui
