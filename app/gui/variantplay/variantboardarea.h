// VariantBoardArea: the variant window's board, 2D or 3D — a stack holding the 2D board and, made on first use, the
// 3D view with its VariantBoard3D, switched by its View › 3D Board action (Ctrl+3, as in the main window). Where
// OpenGL cannot draw, the action is disabled and its tooltip and status tip give the reason. Both boards report
// moves through moveChosen()/moveRejected(), so the window connects once.
#pragma once

#include "variant/types.h"

#include <QStackedWidget>

class QAction;

namespace kibitz::gui {

class Board3DView;
class VariantBoard3D;
class VariantBoardWidget;
class VariantGameModel;

class VariantBoardArea : public QStackedWidget {
    Q_OBJECT

public:
    VariantBoardArea(VariantGameModel* model, QWidget* parent = nullptr);

    VariantBoardWidget* board2D() const { return m_board2D; }
    VariantBoard3D* board3D() const { return m_board3D; } // nullptr until 3D was first shown
    QAction* board3DAction() const { return m_action; }
    bool is3D() const { return currentIndex() == 1; }
    void set3D(bool on); // ignored (stays 2D) when the 3D board is not available
    void setFlipped(bool flipped);
    bool isFlipped() const;

signals:
    void moveChosen(kibitz::variant::Move move);
    void moveRejected(const QString& reason);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    VariantGameModel* m_model;
    VariantBoardWidget* m_board2D;
    VariantBoard3D* m_board3D = nullptr;
    QAction* m_action;
};

} // namespace kibitz::gui
