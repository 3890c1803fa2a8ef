// Helpers of the variant set-up dialog tests: the camel variants of a variants.ini text, squares by name, the pieces
// of the dialog's variant by letter, and acting on the dialog once a caller's exec() shows it.
#pragma once

#include "variant/variantsetupdialog.h"

#include "variant/variantsini.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTimer>

#include <cctype>
#include <functional>

namespace kibitz::gui::test {

inline const char* const Ini = "[camels:chess]\nbishop = -\ncustomPiece1 = c:C\n"
                               "startFen = rncqkcnr/pppppppp/8/8/8/8/PPPPPPPP/RNCQKCNR w KQkq - 0 1\n\n"
                               "[camelsnocastling:chess]\ncustomPiece1 = c:C\ncastling = false\n"
                               "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w - - 0 1\n";

inline variant::VariantDef definition(const char* name)
{
    for (const variant::VariantDef& def : variant::parseVariantsIni(Ini).variants)
        if (def.name == name)
            return def;
    return {};
}

inline Square square(const QString& name) { return makeSquare(name[0].toLatin1() - 'a', name[1].toLatin1() - '1'); }

inline variant::Piece piece(const VariantSetupDialog& dialog, char letter)
{
    const variant::PieceType t = dialog.model()->rules()->typeOfLetter(letter);
    return variant::makePiece(std::isupper(static_cast<unsigned char>(letter)) ? White : Black, t);
}

inline QString placement(const VariantSetupDialog& dialog) { return dialog.fen().section(QLatin1Char(' '), 0, 0); }

inline bool okEnabled(const VariantSetupDialog& dialog)
{
    return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
}

// Runs `act` on the set-up dialog once it is the modal window (the caller then opens it with exec()).
inline void whenShown(std::function<void(VariantSetupDialog*)> act)
{
    QTimer::singleShot(20, [act] {
        if (auto* d = qobject_cast<VariantSetupDialog*>(QApplication::activeModalWidget()))
            act(d);
        else
            whenShown(act);
    });
}

} // namespace kibitz::gui::test
