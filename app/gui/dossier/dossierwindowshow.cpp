// DossierWindow: what it shows of a dossier, the requests it makes, and its exports.
#include "dossierchart.h"
#include "dossierexport.h"
#include "dossiergamesmodel.h"
#include "dossierjob.h"
#include "dossierplayersmodel.h"
#include "dossierstatsmodel.h"
#include "dossiertreemodel.h"
#include "dossierwindow.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTreeView>

#include <cmath>

namespace kibitz::gui {

void DossierWindow::setDatabases(const std::vector<std::shared_ptr<const pgn::Database>>& databases, const QStringList& names)
{
    m_job->setDatabases(databases, names);
    if (databases.empty())
        m_status->setText(tr("No database is open: open a PGN file first."));
    m_name->setEnabled(!databases.empty());
    m_find->setEnabled(!databases.empty());
    if (!m_asked.isEmpty())
        findPlayer(m_asked);
}

void DossierWindow::findPlayer(const QString& name)
{
    m_asked = name.trimmed();
    if (m_name->text() != name)
        m_name->setText(name);
    if (m_asked.isEmpty())
        return;
    m_summary->setText(tr("Looking for “%1”…").arg(m_asked.toHtmlEscaped()));
    m_job->findPlayers(m_asked);
}

void DossierWindow::showSummary()
{
    const pgn::Dossier& d = m_result->dossier;
    const QLocale locale;
    const auto stats = [&](const pgn::PlayerStats& s) {
        return tr("%n game(s)", nullptr, int(s.games)) + QStringLiteral(" · +%1 =%2 −%3").arg(s.wins).arg(s.draws).arg(s.losses)
            + (s.score() >= 0 ? QStringLiteral(" · ") + scoreText(s) : QString());
    };
    QString text = QStringLiteral("<span style=\"font-size: large; font-weight: bold\">%1</span>")
                       .arg(QString::fromStdString(d.name).toHtmlEscaped());
    if (d.first.known())
        text += QStringLiteral(" &nbsp; %1 – %2").arg(QString::number(d.first.year), QString::number(d.last.year));
    text += QStringLiteral("<br>") + stats(d.total);
    if (d.total.opponentEloCount)
        text += tr(" · performance %1 against %2 on average").arg(performanceCell(d.total)).arg(std::lround(d.total.averageOpponentElo()));
    if (d.ratedGames)
        text += tr(" · own rating %1 on average").arg(std::lround(d.averageOwnElo));
    text += QStringLiteral("<br>") + tr("As White: %1").arg(stats(d.white.stats)) + QStringLiteral(" &nbsp;&nbsp; ")
        + tr("As Black: %1").arg(stats(d.black.stats));
    if (d.bothSides)
        text += QStringLiteral("<br>")
            + tr("%n game(s) where both players bear a chosen spelling are left out.", nullptr, int(d.bothSides));
    m_summary->setText(text);
}

void DossierWindow::showResult(const std::shared_ptr<const DossierResult>& result)
{
    m_result = result;
    m_html->setEnabled(result && result->dossier.total.games);
    m_pdf->setEnabled(m_html->isEnabled());
    const pgn::Dossier empty;
    const pgn::Dossier& d = result ? result->dossier : empty;
    QStringList names;
    if (result)
        for (const pgn::DossierSource& s : result->sources)
            names << QString::fromStdString(s.name);
    // The charts keep the result alive for as long as they may draw it again.
    const auto keep = result ? result : std::make_shared<const DossierResult>();
    m_yearChart->setChart([keep](const pgn::ChartStyle& style) { return pgn::yearChartSvg(keep->dossier, style); });
    for (int c = 0; c < 2; ++c)
        m_openingChart[c]->setChart(
            [keep, c, title = (c == 0 ? tr("Score by opening as White") : tr("Score by opening as Black")).toStdString()](
                const pgn::ChartStyle& style) { return pgn::openingChartSvg(keep->dossier.colour(c == 0), title, style); });
    m_recent->setGames(d.recent, names);
    m_longest->setGames(d.longest, names);
    m_shortest->setGames(d.shortest, names);
    m_colours->setRows({{tr("White"), d.white.stats}, {tr("Black"), d.black.stats}});
    std::vector<std::pair<QString, pgn::PlayerStats>> rows;
    for (const pgn::YearRow& y : d.years)
        rows.push_back({y.year ? QString::number(y.year) : tr("Unknown"), y.total});
    m_years->setRows(std::move(rows));
    rows.clear();
    for (const pgn::RatingBand& b : d.bands)
        rows.push_back({b.to ? QStringLiteral("%1–%2").arg(b.from).arg(b.to) : tr("Unrated"), b.stats});
    m_bands->setRows(std::move(rows));
    for (int c = 0; c < 2; ++c) {
        rows.clear();
        for (const pgn::EcoFamilyRow& f : d.colour(c == 0).families)
            rows.push_back({f.range == "?" ? tr("No ECO")
                                           : QStringLiteral("%1  %2").arg(QString::fromStdString(f.range), QString::fromStdString(f.name)),
                            f.stats});
        m_families[c]->setRows(std::move(rows));
    }
    m_whiteTree->setTree(d.white.tree);
    m_blackTree->setTree(d.black.tree);
    for (QTreeView* view : m_treeViews)
        view->expandToDepth(0); // the first two plies open
    if (!result)
        m_summary->setText(tr("Type a player's name and press Enter: every open database is searched, case and accents ignored."));
    else if (!d.total.games)
        m_summary->setText(tr("No games: check at least one spelling on the left."));
    else
        showSummary();
}

void DossierWindow::openGame(DossierGamesModel* model, int row)
{
    const auto [source, game] = model->gameAt(row);
    if (!m_result || source < 0 || std::size_t(source) >= m_result->indexes.size())
        return;
    emit gameChosen(m_result->indexes[std::size_t(source)]->database, game);
}

QString DossierWindow::exportHtml(const QString& path)
{
    if (!m_result)
        return tr("There is no dossier to export.");
    return saveDossierHtml(*m_result, path, QLocale().toString(QDateTime::currentDateTime(), QLocale::ShortFormat));
}

QString DossierWindow::exportPdf(const QString& path)
{
    if (!m_result)
        return tr("There is no dossier to print.");
    return saveDossierPdf(*m_result, path, QLocale().toString(QDateTime::currentDateTime(), QLocale::ShortFormat));
}

void DossierWindow::exportTo(bool pdf)
{
    if (!m_result)
        return;
    QString base = QString::fromStdString(m_result->dossier.name).simplified();
    base.replace(QRegularExpression(QStringLiteral("[^\\w-]+")), QStringLiteral("-"));
    const QString suggested = QDir::home().filePath(tr("dossier") + u'-' + base + (pdf ? QStringLiteral(".pdf") : QStringLiteral(".html")));
    const QString path = QFileDialog::getSaveFileName(this, pdf ? tr("Print Dossier to PDF") : tr("Export Dossier as HTML"), suggested,
                                                      pdf ? tr("PDF documents (*.pdf)") : tr("Web pages (*.html *.htm)"));
    if (path.isEmpty())
        return;
    const QString error = pdf ? exportPdf(path) : exportHtml(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, windowTitle(), tr("The dossier was not saved: %1").arg(error));
    else
        m_status->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}

void DossierWindow::retranslateUi()
{
    setWindowTitle(tr("Player Dossier"));
    m_playerLabel->setText(tr("&Player:"));
    m_name->setPlaceholderText(tr("A name or part of it, e.g. Carlsen or carlsen, m"));
    m_find->setText(tr("&Find"));
    m_html->setText(tr("Export &HTML…"));
    m_html->setToolTip(tr("One self-contained web page with the charts and tables"));
    m_pdf->setText(tr("Print to P&DF…"));
    m_tabs->setTabText(0, tr("Overview"));
    m_tabs->setTabText(1, tr("Results"));
    m_tabs->setTabText(2, tr("Openings as White"));
    m_tabs->setTabText(3, tr("Openings as Black"));
    m_tabs->setTabText(4, tr("Longest and Shortest"));
    for (std::size_t k = 0; k < m_titles.size(); ++k)
        m_titles[k]->setText(tr(m_titleTexts[k]));
    m_colours->setLabelHeader(tr("Colour"));
    m_years->setLabelHeader(tr("Year"));
    m_bands->setLabelHeader(tr("Opponents' rating"));
    m_families[0]->setLabelHeader(tr("Family"));
    m_families[1]->setLabelHeader(tr("Family"));
    if (m_result)
        showResult(m_result);
}

} // namespace kibitz::gui
