// mirrorSideDocks(): the side dock areas swapped, one column at a time.
#include "dockmirror.h"

#include <QDockWidget>
#include <QHash>
#include <QList>
#include <QMainWindow>

#include <algorithm>

namespace kibitz::gui {

void mirrorSideDocks(QMainWindow* window)
{
    struct Placed {
        QDockWidget* dock;
        Qt::DockWidgetArea area;
        bool visible;
        int top;
        int width;
    };
    QList<Placed> placed;
    for (QDockWidget* dock : window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly)) {
        const Qt::DockWidgetArea area = window->dockWidgetArea(dock);
        if (dock->isFloating() || (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea))
            continue;
        placed.push_back({dock, area, !dock->isHidden(), dock->geometry().top(), dock->width()});
    }
    if (placed.isEmpty())
        return;
    // Tab groups are re-formed after the move; a group is kept under its first member (in top-to-bottom order).
    std::stable_sort(placed.begin(), placed.end(), [](const Placed& a, const Placed& b) { return a.top < b.top; });
    QHash<QDockWidget*, QList<QDockWidget*>> tabs;
    for (const Placed& p : placed)
        tabs.insert(p.dock, window->tabifiedDockWidgets(p.dock));
    for (const Placed& p : placed)
        window->removeDockWidget(p.dock); // removing both sides first keeps each column's order as it was
    QList<QDockWidget*> done;
    QList<QDockWidget*> resized;
    QList<int> widths;
    for (const Placed& p : placed) {
        if (done.contains(p.dock))
            continue;
        const Qt::DockWidgetArea mirrored = p.area == Qt::LeftDockWidgetArea ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea;
        window->addDockWidget(mirrored, p.dock, Qt::Vertical);
        p.dock->setVisible(p.visible);
        done << p.dock;
        resized << p.dock;
        widths << p.width;
        for (QDockWidget* other : tabs.value(p.dock)) {
            if (done.contains(other))
                continue;
            window->tabifyDockWidget(p.dock, other);
            const auto it = std::find_if(placed.begin(), placed.end(), [other](const Placed& q) { return q.dock == other; });
            other->setVisible(it == placed.end() || it->visible);
            done << other;
        }
    }
    window->resizeDocks(resized, widths, Qt::Horizontal);
}

} // namespace kibitz::gui
