#include "apppalette.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace kibitz::gui {

void applyDarkPalette(bool dark)
{
    if (!dark) {
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    }
    // Fusion draws every control from the palette, so a dark palette looks right everywhere.
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QColor text(225, 225, 228);
    const QColor disabled(110, 110, 115);
    QPalette p;
    p.setColor(QPalette::Window, QColor(45, 46, 50));
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, QColor(32, 33, 36));
    p.setColor(QPalette::AlternateBase, QColor(45, 46, 50));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(55, 56, 61));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 120, 110));
    p.setColor(QPalette::Highlight, QColor(66, 133, 214));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(130, 170, 255));
    p.setColor(QPalette::ToolTipBase, QColor(55, 56, 61));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(140, 140, 145));
    for (QPalette::ColorRole role : {QPalette::ButtonText, QPalette::WindowText, QPalette::Text})
        p.setColor(QPalette::Disabled, role, disabled);
    QApplication::setPalette(p);
}

} // namespace kibitz::gui
