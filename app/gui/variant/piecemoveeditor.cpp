#include "piecemoveeditor.h"

#include "piecemovegrid.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz::gui {

using moveediting::Symmetry;
using variant::MoveRule;

namespace {

// A key picture for the legend, drawn with the grid's own painting so the two never disagree: a mark, or a slide
// (a line, dashed for move-only, with an arrowhead).
QPixmap legendPicture(int height, std::uint8_t modality, bool slide)
{
    const int width = slide ? height * 2 : height;
    QPixmap pm(width, height);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    if (!slide) {
        PieceMoveGrid::paintMark(p, QPointF(height / 2.0, height / 2.0), height * 1.8, modality, false);
        return pm;
    }
    const QColor col = PieceMoveGrid::colour(modality);
    const qreal y = height / 2.0;
    p.setPen(QPen(col, 2.5, modality == variant::Quiet ? Qt::DashLine : Qt::SolidLine));
    p.drawLine(QPointF(1, y), QPointF(width - height * 0.45, y));
    p.setPen(Qt::NoPen);
    p.setBrush(col);
    const QPointF tip(width - 1, y);
    p.drawPolygon(QPolygonF({tip, tip + QPointF(-height * 0.45, -height * 0.25), tip + QPointF(-height * 0.45, height * 0.25)}));
    return pm;
}

// The key to the grid's marks: pictures with word-wrapped texts, so longer translations are never cut off.
class MoveLegend : public QWidget {
public:
    explicit MoveLegend(QWidget* parent) : QWidget(parent)
    {
        auto* grid = new QGridLayout(this);
        grid->setContentsMargins(0, 0, 0, 0);
        grid->setHorizontalSpacing(6);
        grid->setVerticalSpacing(2);
        const int h = fontMetrics().height();
        const struct {
            std::uint8_t modality;
            bool slide;
        } keys[] = {{variant::QuietOrCapture, false},
                    {variant::Quiet, false},
                    {variant::Capture, false},
                    {variant::QuietOrCapture, true},
                    {variant::Quiet, true}};
        for (int i = 0; i < 5; ++i) {
            auto* picture = new QLabel(this);
            picture->setPixmap(legendPicture(h, keys[i].modality, keys[i].slide));
            auto* text = new QLabel(this);
            text->setWordWrap(true);
            m_texts[i] = text;
            grid->addWidget(picture, i / 3, (i % 3) * 2);
            grid->addWidget(text, i / 3, (i % 3) * 2 + 1);
        }
        m_notes = new QLabel(this);
        m_notes->setWordWrap(true);
        grid->addWidget(m_notes, 2, 0, 1, 6);
        for (int c : {1, 3, 5})
            grid->setColumnStretch(c, 1);
        retranslate();
    }
    void retranslate()
    {
        m_texts[0]->setText(PieceMoveEditor::tr("moves or captures"));
        m_texts[1]->setText(PieceMoveEditor::tr("moves only"));
        m_texts[2]->setText(PieceMoveEditor::tr("captures only"));
        m_texts[3]->setText(PieceMoveEditor::tr("slide (arrow: on to the board's edge)"));
        m_texts[4]->setText(PieceMoveEditor::tr("slide, moves only"));
        m_notes->setText(PieceMoveEditor::tr("i: only from the start square; n: lame leap (blocked by a piece in between)"));
    }

private:
    QLabel* m_texts[5] = {};
    QLabel* m_notes = nullptr;
};

} // namespace

PieceMoveEditor::PieceMoveEditor(QWidget* parent) : QWidget(parent)
{
    m_grid = new PieceMoveGrid(this);
    m_legend = new MoveLegend(this);
    m_toolLabel = new QLabel(this);
    m_leapTool = new QRadioButton(this);
    m_slideTool = new QRadioButton(this);
    m_tools = new QButtonGroup(this);
    m_tools->addButton(m_leapTool);
    m_tools->addButton(m_slideTool);
    m_leapTool->setChecked(true);
    m_range = new QSpinBox(this);
    m_range->setRange(1, 9); // 1 stands for unlimited (a slide of one square is a leap)
    m_range->setValue(1);
    m_rangeLabel = new QLabel(this);
    m_rangeLabel->setBuddy(m_range);
    m_modality = new QComboBox(this);
    for (int i = 0; i < 3; ++i)
        m_modality->addItem(QString());
    m_modalityLabel = new QLabel(this);
    m_modalityLabel->setBuddy(m_modality);
    m_symmetry = new QComboBox(this);
    for (int i = 0; i < 5; ++i)
        m_symmetry->addItem(QString());
    m_symmetryLabel = new QLabel(this);
    m_symmetryLabel->setBuddy(m_symmetry);
    m_initial = new QCheckBox(this);
    m_edit = new QLineEdit(this);
    m_betzaLabel = new QLabel(this);
    m_betzaLabel->setBuddy(m_edit);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette errorPalette = m_error->palette();
    errorPalette.setColor(QPalette::WindowText, QColor(190, 30, 30));
    m_error->setPalette(errorPalette);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_clear = new QPushButton(this);

    auto* toolRow = new QHBoxLayout;
    toolRow->addWidget(m_leapTool);
    toolRow->addWidget(m_slideTool);
    toolRow->addStretch();
    auto* form = new QFormLayout;
    form->addRow(m_toolLabel, toolRow);
    form->addRow(m_rangeLabel, m_range);
    form->addRow(m_modalityLabel, m_modality);
    form->addRow(m_symmetryLabel, m_symmetry);
    form->addRow(m_initial);
    form->addRow(m_betzaLabel, m_edit);
    auto* side = new QVBoxLayout;
    side->addLayout(form);
    side->addWidget(m_error);
    side->addWidget(m_hint);
    side->addWidget(m_clear, 0, Qt::AlignLeft);
    side->addStretch();
    auto* left = new QVBoxLayout;
    left->addWidget(m_grid, 1);
    left->addWidget(m_legend);
    auto* top = new QHBoxLayout(this);
    top->setContentsMargins(0, 0, 0, 0);
    top->addLayout(left, 3);
    top->addLayout(side, 2);

    connect(m_grid, &PieceMoveGrid::squareActivated, this, &PieceMoveEditor::activate);
    connect(m_edit, &QLineEdit::textEdited, this, &PieceMoveEditor::textEdited);
    connect(m_edit, &QLineEdit::editingFinished, this, [this] {
        if (m_edit->text() != m_betza && m_error->text().isEmpty())
            m_edit->setText(m_betza);
    });
    connect(m_clear, &QPushButton::clicked, this, [this] {
        m_rules.clear();
        m_betza.clear();
        showRules();
        emit betzaChanged(m_betza);
    });
    retranslateUi();
}

bool PieceMoveEditor::setBetza(const QString& betza)
{
    const variant::BetzaResult r = variant::parseBetza(betza.toStdString());
    if (!r.ok())
        return false;
    m_rules = r.rules;
    m_betza = betza;
    m_error->clear();
    showRules();
    return true;
}

void PieceMoveEditor::setPiecePixmap(const QPixmap& pixmap) { m_grid->setPiecePixmap(pixmap); }

void PieceMoveEditor::setLocked(bool locked, const QString& reason)
{
    m_lockReason = locked ? reason : QString();
    m_grid->setEditable(!locked);
    m_edit->setReadOnly(locked);
    for (QWidget* w : std::initializer_list<QWidget*>{m_leapTool, m_slideTool, m_range, m_modality, m_symmetry, m_initial, m_clear})
        w->setEnabled(!locked);
    retranslateUi();
}

void PieceMoveEditor::setSymmetry(Symmetry symmetry) { m_symmetry->setCurrentIndex(int(symmetry)); }
void PieceMoveEditor::setModality(std::uint8_t modality)
{
    m_modality->setCurrentIndex(modality == variant::Quiet ? 1 : modality == variant::Capture ? 2 : 0);
}
void PieceMoveEditor::setSlideTool(bool slide) { (slide ? m_slideTool : m_leapTool)->setChecked(true); }
void PieceMoveEditor::setSlideRange(int range) { m_range->setValue(range == 0 ? 1 : range); }
void PieceMoveEditor::setInitialOnly(bool initial) { m_initial->setChecked(initial); }

void PieceMoveEditor::activate(variant::Step step, bool shift)
{
    const bool slide = m_slideTool->isChecked() != shift;
    const variant::Step s = slide ? moveediting::slideStep(step) : step;
    if (s == variant::Step{} || (!slide && !moveediting::isLeap(s))) {
        m_error->setText(slide ? tr("No slide passes through that square.")
                               : tr("No Betza atom leaps that far (at most 3 squares each way); use a slide."));
        return;
    }
    const std::uint8_t modalities[] = {variant::QuietOrCapture, variant::Quiet, variant::Capture};
    const int range = slide ? (m_range->value() == 1 ? 0 : m_range->value()) : 1;
    m_rules = moveediting::toggle(m_rules, s, Symmetry(m_symmetry->currentIndex()), modalities[m_modality->currentIndex()],
                                  m_initial->isChecked(), range);
    m_betza = QString::fromStdString(variant::writeBetza(m_rules));
    m_error->clear();
    showRules();
    emit betzaChanged(m_betza);
}

void PieceMoveEditor::textEdited(const QString& text)
{
    const variant::BetzaResult r = variant::parseBetza(text.toStdString());
    if (!r.ok()) {
        m_error->setText(tr("Not applied: %1").arg(QString::fromStdString(variant::describe(r.error))));
        return;
    }
    m_error->clear();
    m_rules = r.rules;
    m_betza = text;
    showRules();
    emit betzaChanged(m_betza);
}

void PieceMoveEditor::showRules()
{
    m_grid->setRules(m_rules);
    if (m_edit->text() != m_betza)
        m_edit->setText(m_betza);
    m_grid->setAccessibleDescription(m_betza.isEmpty() ? tr("No moves") : tr("Moves in Betza notation: %1").arg(m_betza));
}

void PieceMoveEditor::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void PieceMoveEditor::retranslateUi()
{
    m_toolLabel->setText(tr("A click adds:"));
    m_leapTool->setText(tr("Lea&p"));
    m_leapTool->setToolTip(tr("A click on a square lets the piece jump there"));
    m_slideTool->setText(tr("Sl&ide"));
    m_slideTool->setToolTip(
        tr("A click on a square lets the piece slide in that step until blocked (Shift+click does this with either tool)"));
    m_rangeLabel->setText(tr("Slide ran&ge:"));
    m_range->setSpecialValueText(tr("unlimited"));
    m_range->setSuffix(tr(" squares"));
    m_range->setToolTip(tr("How many steps a new slide may take"));
    m_range->setAccessibleName(tr("Slide range"));
    m_modalityLabel->setText(tr("Applies &when:"));
    m_modality->setItemText(0, tr("Moving or capturing"));
    m_modality->setItemText(1, tr("Only moving (m)"));
    m_modality->setItemText(2, tr("Only capturing (c)"));
    m_modality->setAccessibleName(tr("Applies when"));
    m_symmetryLabel->setText(tr("&Symmetry:"));
    m_symmetry->setItemText(int(Symmetry::Eightfold), tr("All eight directions"));
    m_symmetry->setItemText(int(Symmetry::LeftRight), tr("Left and right"));
    m_symmetry->setItemText(int(Symmetry::ForwardBackward), tr("Forward and backward"));
    m_symmetry->setItemText(int(Symmetry::BothMirrors), tr("Both mirrors (four ways)"));
    m_symmetry->setItemText(int(Symmetry::None), tr("None (this square only)"));
    m_symmetry->setAccessibleName(tr("Symmetry"));
    m_initial->setText(tr("Only from the start s&quare (i)"));
    m_initial->setToolTip(tr("New moves are allowed only from a square where this piece stands in the start position"));
    m_betzaLabel->setText(tr("&Betza:"));
    m_edit->setAccessibleName(tr("Moves in Betza notation"));
    m_error->setAccessibleName(tr("Betza error"));
    m_edit->setToolTip(tr("Type the moves in Betza notation (e.g. N, fmWfcF, QN); the grid follows"));
    m_clear->setText(tr("Clear Moves"));
    static_cast<MoveLegend*>(m_legend)->retranslate();
    m_grid->setAccessibleName(tr("Move grid"));
    m_grid->setToolTip(
        tr("Click a square: leap there. Shift+click: slide along that step. Arrow keys and Space (Shift+Space) do the same."));
    m_hint->setText(m_lockReason.isEmpty() ? tr("The piece is in the centre, forward is up. Click a square to add or remove a leap there; "
                                                "Shift+click (or the Slide tool) to add or remove a slide along that step.")
                                           : m_lockReason);
    showRules();
}

} // namespace kibitz::gui
