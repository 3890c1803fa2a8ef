#include "enginelinedelegate.h"

#include "enginelinesmodel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QMouseEvent>
#include <QPainter>

namespace kibitz::gui {

namespace {
constexpr int Padding = 4;
}

std::vector<QRect> EngineLineDelegate::layoutTokens(const QStyleOptionViewItem& option, const QStringList& tokens)
{
    std::vector<QRect> rects;
    const QFontMetrics fm(option.font);
    const QRect area = option.rect.adjusted(Padding, 0, -Padding, 0);
    const int space = fm.horizontalAdvance(u' ');
    const int ellipsis = fm.horizontalAdvance(QStringLiteral(" …"));
    int x = area.left();
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const int w = fm.horizontalAdvance(tokens[i]);
        // Keep room for the ellipsis unless this is the last token.
        const int limit = i + 1 == tokens.size() ? area.right() + 1 : area.right() + 1 - ellipsis;
        if (x + w > limit)
            break;
        rects.emplace_back(x, area.top(), w, area.height());
        x += w + space;
    }
    return rects;
}

int EngineLineDelegate::tokenAt(const QStyleOptionViewItem& option, const QStringList& tokens, const QPoint& pos)
{
    const QFontMetrics fm(option.font);
    const int halfSpace = fm.horizontalAdvance(u' ') / 2 + 1;
    const std::vector<QRect> rects = layoutTokens(option, tokens);
    for (std::size_t i = 0; i < rects.size(); ++i)
        if (rects[i].adjusted(-halfSpace, 0, halfSpace, 0).contains(pos))
            return int(i);
    return -1;
}

void EngineLineDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QStringList tokens = index.data(EngineLinesModel::MoveTokensRole).toStringList();
    opt.text.clear(); // the background and selection from the style, the text from us
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    painter->save();
    const std::vector<QRect> rects = layoutTokens(opt, tokens);
    const bool selected = opt.state & QStyle::State_Selected;
    const QColor text = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    const QColor link = selected ? text : opt.palette.color(QPalette::Link);
    for (std::size_t i = 0; i < rects.size(); ++i) {
        const bool hovered = index == m_hoverIndex && int(i) <= m_hoverToken;
        QFont f = opt.font;
        f.setUnderline(index == m_hoverIndex && int(i) == m_hoverToken);
        painter->setFont(f);
        painter->setPen(hovered ? link : text);
        painter->drawText(rects[i], Qt::AlignLeft | Qt::AlignVCenter, tokens[qsizetype(i)]);
    }
    if (rects.size() < std::size_t(tokens.size())) {
        const int x = rects.empty() ? opt.rect.left() + Padding : rects.back().right() + 1;
        painter->setPen(text);
        painter->drawText(QRect(x, opt.rect.top(), opt.rect.right() - x, opt.rect.height()), Qt::AlignLeft | Qt::AlignVCenter,
                          QStringLiteral(" …"));
    }
    painter->restore();
}

void EngineLineDelegate::clearHover()
{
    m_hoverIndex = QPersistentModelIndex();
    m_hoverToken = -1;
}

QSize EngineLineDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    s.setWidth(std::min(s.width(), 200)); // long lines elide; they must not widen the dock
    s.setHeight(std::max(s.height(), QFontMetrics(option.font).height() + 6));
    return s;
}

bool EngineLineDelegate::editorEvent(QEvent* event, QAbstractItemModel* model, const QStyleOptionViewItem& option, const QModelIndex& index)
{
    const auto type = event->type();
    if (type != QEvent::MouseButtonRelease && type != QEvent::MouseMove)
        return QStyledItemDelegate::editorEvent(event, model, option, index);
    const auto* mouse = static_cast<QMouseEvent*>(event);
    const int token = tokenAt(option, index.data(EngineLinesModel::MoveTokensRole).toStringList(), mouse->position().toPoint());
    if (type == QEvent::MouseMove) {
        // Highlight the moves a click would play: the line up to the token under the mouse.
        if (index != m_hoverIndex || token != m_hoverToken) {
            m_hoverIndex = index;
            m_hoverToken = token;
            if (const auto* view = qobject_cast<const QAbstractItemView*>(option.widget))
                view->viewport()->update();
        }
        return false;
    }
    if (mouse->button() != Qt::LeftButton || token < 0)
        return false;
    emit moveClicked(index.row(), token);
    return true;
}

} // namespace kibitz::gui
