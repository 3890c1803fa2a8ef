// Main window and a minimal board view. The board is a placeholder until the real board widget arrives.
#include "mainwindow.h"

#include "core/position.h"

#include <QAction>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPainterPath>
#include <QStatusBar>
#include <QWidget>

#include <algorithm>
#include <array>

namespace kibitz {

// Paints an 8x8 board with Unicode piece glyphs and a-h / 1-8 coordinates, square at any widget size.
class BoardView : public QWidget {
public:
    explicit BoardView(QWidget* parent = nullptr) : QWidget(parent)
    {
        setMinimumSize(240, 240);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    }

    void setPosition(const Position& pos)
    {
        for (int s = 0; s < SquareCount; ++s)
            m_pieces[s] = pos.pieceOn(Square(s));
        update();
    }

    QSize sizeHint() const override { return {640, 640}; }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);

        const int side = std::min(width(), height());
        const int margin = std::max(18, side / 20); // room for the coordinates, kept on all four sides
        const int sq = (side - 2 * margin) / 8;
        const QPoint origin((width() - 8 * sq) / 2, (height() - 8 * sq) / 2);
        const QColor light(0xEE, 0xDC, 0xBC), dark(0xA8, 0x7C, 0x5A);

        for (int rank = 0; rank < 8; ++rank) {
            for (int file = 0; file < 8; ++file) {
                const QRect cell(origin.x() + file * sq, origin.y() + (7 - rank) * sq, sq, sq);
                painter.fillRect(cell, (file + rank) % 2 ? light : dark);
                drawPiece(painter, cell, m_pieces[makeSquare(file, rank)]);
            }
        }
        painter.setPen(QPen(dark.darker(160), 1));
        painter.drawRect(QRect(origin, QSize(8 * sq, 8 * sq)).adjusted(0, 0, -1, -1));

        QFont coordFont = font();
        coordFont.setPixelSize(std::max(11, margin / 2));
        painter.setFont(coordFont);
        painter.setPen(palette().color(QPalette::WindowText));
        for (int i = 0; i < 8; ++i) {
            const QRect rankCell(origin.x() - margin, origin.y() + (7 - i) * sq, margin, sq);
            const QRect fileCell(origin.x() + i * sq, origin.y() + 8 * sq, sq, margin);
            painter.drawText(rankCell, Qt::AlignCenter, QString(QChar(u'1' + i)));
            painter.drawText(fileCell, Qt::AlignCenter, QString(QChar(u'a' + i)));
        }
    }

private:
    // The outline glyph (white piece) or solid glyph (black piece) over a white silhouette of the solid one,
    // so both colours read well on light and dark squares. Pieces stand on a common base line.
    static void drawPiece(QPainter& painter, const QRect& cell, Piece piece)
    {
        if (piece == NoPiece)
            return;
        const char16_t outlineGlyph = char16_t(0x2654 + (King - typeOf(piece))); // U+2654 white king ... U+2659 pawn
        const char16_t solidGlyph = char16_t(outlineGlyph + 6);                  // U+265A black king ... U+265F pawn
        QFont glyphFont(QStringLiteral("DejaVu Sans"));
        glyphFont.setPixelSize(cell.height() * 9 / 10);
        QPainterPath solid, outline;
        solid.addText(0, 0, glyphFont, QString(QChar(solidGlyph)));
        outline.addText(0, 0, glyphFont, QString(QChar(outlineGlyph)));
        const QRectF bounds = solid.boundingRect();
        const QPointF offset(cell.center().x() + 0.5 - bounds.center().x(), cell.bottom() + 1 - cell.height() * 0.12 - bounds.bottom());
        solid.translate(offset);
        outline.translate(offset);

        painter.save();
        painter.setPen(Qt::NoPen);
        painter.setBrush(Qt::white);
        for (const QPolygonF& contour : solid.toSubpathPolygons())
            painter.drawPolygon(contour);
        painter.setBrush(QColor(0x18, 0x18, 0x18));
        painter.drawPath(colorOf(piece) == White ? outline : solid);
        painter.restore();
    }

    std::array<Piece, SquareCount> m_pieces = {};
};

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_board(new BoardView(this)), m_positionLabel(new QLabel(this))
{
    setWindowTitle(tr("Kibitz"));
    setCentralWidget(m_board);
    createMenus();

    Position pos;
    StateInfo st;
    pos.setStartPosition(st);
    m_board->setPosition(pos);
    m_positionLabel->setText(pos.sideToMove() == White ? tr("Start position — White to move") : tr("Start position — Black to move"));
    m_positionLabel->setContentsMargins(4, 0, 4, 0);
    statusBar()->addWidget(m_positionLabel);
    resize(720, 760);
}

void MainWindow::openFromCommandLine(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    statusBar()->showMessage(tr("%1 was not opened: PGN support arrives with the PGN reader.").arg(name), 15000);
}

void MainWindow::createMenus()
{
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->setToolTipsVisible(true);
    QAction* openAction = fileMenu->addAction(tr("&Open…"));
    openAction->setShortcut(QKeySequence::Open);
    openAction->setEnabled(false);
    openAction->setToolTip(tr("PGN support arrives with the PGN reader"));
    fileMenu->addSeparator();
    QAction* quitAction = fileMenu->addAction(tr("&Quit"));
    quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    connect(quitAction, &QAction::triggered, this, &QWidget::close);

    QMenu* helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction* aboutAction = helpMenu->addAction(tr("&About Kibitz"));
    connect(aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Kibitz"),
                       tr("<h3>Kibitz %1</h3>"
                          "<p>A PGN database and analysis tool.</p>"
                          "<p>License: GNU GPL version 3 or later (GPL-3.0-or-later).</p>")
                           .arg(QStringLiteral(KIBITZ_VERSION)));
}

} // namespace kibitz
