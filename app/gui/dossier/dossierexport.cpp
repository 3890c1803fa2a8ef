// Dossier exports: HTML as the library writes it; PDF from the rich-text variant of the same HTML.
#include "dossierexport.h"

#include "dossierchart.h"
#include "dossierjob.h"

#include "pgn/atomicfile.h"
#include "pgn/dossierhtml.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

namespace kibitz::gui {

namespace {

QString writeAtomically(const QString& path, std::string_view bytes)
{
    pgn::AtomicFile file;
    pgn::SaveResult r = file.open(QFile::encodeName(path).toStdString());
    if (r)
        r = file.write(bytes);
    if (r)
        r = file.commit();
    return r ? QString() : QString::fromStdString(r.message);
}

pgn::DossierHtmlOptions options(const QString& generated)
{
    pgn::DossierHtmlOptions o;
    // The application's version (main.cpp sets it from the build); tests run without one.
    const QString version = QCoreApplication::applicationVersion();
    o.generator = (version.isEmpty() ? QStringLiteral("Kibitz") : QStringLiteral("Kibitz ") + version).toStdString();
    o.generated = generated.toStdString();
    return o;
}

} // namespace

QString saveDossierHtml(const DossierResult& result, const QString& path, const QString& generated)
{
    return writeAtomically(path, pgn::dossierHtml(result.dossier, result.sources, options(generated)));
}

QString saveDossierPdf(const DossierResult& result, const QString& path, const QString& generated)
{
    pgn::DossierHtmlOptions o = options(generated);
    o.chartImages = true;
    o.chartWidth = 640; // the text width of an A4 page at the document's resolution
    QTextDocument document;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(10); // the rich-text style's size (CSS pixels, laid out at 96 dpi below)
    document.setDefaultFont(font);
    pgn::ChartStyle style;
    style.width = o.chartWidth;
    const pgn::Dossier& d = result.dossier;
    document.addResource(QTextDocument::ImageResource, QUrl(QString::fromLatin1(pgn::YearChartImage)),
                         chartImage(pgn::yearChartSvg(d, style), 3));
    document.addResource(QTextDocument::ImageResource, QUrl(QString::fromLatin1(pgn::WhiteChartImage)),
                         chartImage(pgn::openingChartSvg(d.white, "Score by opening as White", style), 3));
    document.addResource(QTextDocument::ImageResource, QUrl(QString::fromLatin1(pgn::BlackChartImage)),
                         chartImage(pgn::openingChartSvg(d.black, "Score by opening as Black", style), 3));
    document.setHtml(QString::fromStdString(pgn::dossierHtml(d, result.sources, o)));

    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setPageLayout(
            QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
        // The style sheet's sizes are CSS pixels: laid out at 96 dots per inch they keep their proportions on paper.
        writer.setResolution(96);
        document.setPageSize(writer.pageLayout().paintRectPixels(96).size());
        writer.setTitle(QObject::tr("Dossier: %1").arg(QString::fromStdString(d.name)));
        writer.setCreator(QStringLiteral("Kibitz"));
        document.print(&writer);
    }
    if (bytes.isEmpty())
        return QObject::tr("the PDF could not be made");
    return writeAtomically(path, std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

} // namespace kibitz::gui
