// mirrorSideDocks(): each side area's arrangement read from the docks' places as a tree of splits (columns side by
// side, rows one above the other, tab groups as leaves) and built again in the other area, columns in reverse.
#include "dockmirror.h"

#include <QDockWidget>
#include <QLayout>
#include <QList>
#include <QMainWindow>
#include <QRect>

#include <algorithm>

namespace kibitz::gui {

namespace {

// A tab group (or a single dock): its docks, the shown ones' place, and which dock is in front.
struct Unit {
    QList<QDockWidget*> docks;
    QRect rect;
    QDockWidget* front = nullptr;
};

// A node of the split tree: a unit, or children split side by side (Qt::Horizontal) or one above another.
struct Node {
    int unit = -1;
    Qt::Orientation orientation = Qt::Vertical;
    QList<Node> children;
};

constexpr int Slack = 2; // pixels two neighbours may overlap by (separator rounding)

// Cuts `units` into groups along x (Qt::Horizontal) or y: a cut lies where no unit spans across it.
QList<QList<int>> cut(const QList<Unit>& all, QList<int> units, Qt::Orientation orientation)
{
    const auto start = [&](int u) { return orientation == Qt::Horizontal ? all[u].rect.left() : all[u].rect.top(); };
    const auto end = [&](int u) { return orientation == Qt::Horizontal ? all[u].rect.right() : all[u].rect.bottom(); };
    std::sort(units.begin(), units.end(), [&](int a, int b) { return start(a) < start(b); });
    QList<QList<int>> groups;
    int reach = 0;
    for (const int u : units) {
        if (!groups.isEmpty() && start(u) + Slack <= reach) { // overlaps the group: no cut before it
            groups.back() << u;
            reach = std::max(reach, end(u));
        } else {
            groups.push_back({u});
            reach = end(u);
        }
    }
    return groups;
}

Node split(const QList<Unit>& all, const QList<int>& units)
{
    Node node;
    if (units.size() == 1) {
        node.unit = units.front();
        return node;
    }
    for (const Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
        const QList<QList<int>> groups = cut(all, units, o);
        if (groups.size() < 2)
            continue;
        node.orientation = o;
        for (const QList<int>& g : groups)
            node.children << split(all, g);
        return node;
    }
    // No clean cut (should not happen with QMainWindow's layouts): one above another, by their tops.
    for (const QList<int>& g : cut(all, units, Qt::Vertical))
        for (const int u : g)
            node.children << split(all, {u});
    return node;
}

QDockWidget* firstDock(const QList<Unit>& all, const Node& node)
{
    return node.unit >= 0 ? all[node.unit].docks.front() : firstDock(all, node.children.front());
}

// Columns side by side in reverse order, at every level; rows keep theirs.
Node mirrored(Node node)
{
    for (Node& child : node.children)
        child = mirrored(child);
    if (node.orientation == Qt::Horizontal)
        std::reverse(node.children.begin(), node.children.end());
    return node;
}

// `node`'s first dock is in the window already: its siblings are split off it (each after the one before).
void build(QMainWindow* window, const QList<Unit>& all, const Node& node)
{
    if (node.unit >= 0) {
        const QList<QDockWidget*>& docks = all[node.unit].docks;
        for (qsizetype i = 1; i < docks.size(); ++i)
            window->tabifyDockWidget(docks.front(), docks[i]);
        return;
    }
    for (qsizetype i = 1; i < node.children.size(); ++i)
        window->splitDockWidget(firstDock(all, node.children[i - 1]), firstDock(all, node.children[i]), node.orientation);
    for (const Node& child : node.children)
        build(window, all, child);
}

} // namespace

void mirrorSideDocks(QMainWindow* window)
{
    window->layout()->activate(); // places docks also before the window is first shown
    const QRect inside = window->rect();
    struct Side {
        Qt::DockWidgetArea from, to;
        QList<Unit> units;       // groups with a dock shown
        QList<Unit> hiddenUnits; // groups whose docks are all closed: no place to keep, appended hidden
    };
    QList<Side> sides{{Qt::LeftDockWidgetArea, Qt::RightDockWidgetArea, {}, {}}, {Qt::RightDockWidgetArea, Qt::LeftDockWidgetArea, {}, {}}};
    QList<QDockWidget*> seen;
    QList<QPair<QDockWidget*, bool>> visibility;
    QList<QDockWidget*> docks = window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly);
    // Shown docks first: only they name their tab group's closed members (a closed dock's list is empty).
    std::stable_partition(docks.begin(), docks.end(), [](const QDockWidget* d) { return !d->isHidden(); });
    for (QDockWidget* dock : docks) {
        const Qt::DockWidgetArea area = window->dockWidgetArea(dock);
        if (dock->isFloating() || seen.contains(dock) || (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea))
            continue;
        Unit unit;
        unit.docks << dock;
        for (QDockWidget* other : window->tabifiedDockWidgets(dock))
            if (!seen.contains(other) && !other->isFloating())
                unit.docks << other;
        for (QDockWidget* d : unit.docks) {
            seen << d;
            visibility.push_back({d, !d->isHidden()});
            // The tab in front lies inside the window; the others are parked outside it.
            if (!d->isHidden() && inside.intersects(d->geometry()) && !unit.front) {
                unit.front = d;
                unit.rect = d->geometry();
            }
        }
        Side& side = sides[area == Qt::LeftDockWidgetArea ? 0 : 1];
        (unit.front ? side.units : side.hiddenUnits) << unit;
    }
    if (seen.isEmpty())
        return;
    QList<QPair<QDockWidget*, QSize>> sizes;
    for (const Side& side : sides)
        for (const Unit& u : side.units)
            sizes.push_back({u.front, u.rect.size()});
    for (QDockWidget* dock : seen)
        window->removeDockWidget(dock); // both sides first: each is rebuilt alone
    for (const Side& side : sides) {
        if (!side.units.isEmpty()) {
            QList<int> all;
            for (int i = 0; i < side.units.size(); ++i)
                all << i;
            const Node root = mirrored(split(side.units, all));
            window->addDockWidget(side.to, firstDock(side.units, root), Qt::Vertical);
            build(window, side.units, root);
        }
        for (const Unit& u : side.hiddenUnits) {
            window->addDockWidget(side.to, u.docks.front(), Qt::Vertical);
            build(window, side.hiddenUnits, Node{int(&u - side.hiddenUnits.data()), Qt::Vertical, {}});
        }
    }
    for (const auto& [dock, visible] : visibility)
        dock->setVisible(visible);
    QList<QDockWidget*> fronts;
    QList<int> widths, heights;
    for (const auto& [dock, size] : sizes) {
        dock->raise(); // the same tab in front as before
        fronts << dock;
        widths << size.width();
        heights << size.height();
    }
    window->resizeDocks(fronts, widths, Qt::Horizontal);
    window->resizeDocks(fronts, heights, Qt::Vertical);
}

} // namespace kibitz::gui
