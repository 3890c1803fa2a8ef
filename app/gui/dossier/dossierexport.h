// The dossier's exports from the GUI: the self-contained HTML file (pgn/dossierhtml.h) and a PDF of the same
// content printed through Qt (QTextDocument on a QPdfWriter, the charts rendered to images since Qt's rich text
// draws no SVG). Both are written atomically (pgn/atomicfile.h): a failed export leaves the old file as it was.
#pragma once

#include <QString>

namespace kibitz::gui {

struct DossierResult;

// Each returns the error, empty on success. `generated` is the date and time named in the footer.
QString saveDossierHtml(const DossierResult& result, const QString& path, const QString& generated);
QString saveDossierPdf(const DossierResult& result, const QString& path, const QString& generated);

} // namespace kibitz::gui
