// The designer's checks and files: validation with a perft sanity count, variants.ini loading and atomic saving.
#include "variantdesignerdialog.h"

#include "variant/builtin.h"
#include "variant/movegen.h"
#include "variant/position.h"
#include "variant/variantsini.h"

#include "pgn/atomicfile.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>

namespace kibitz::gui {

using variant::VariantDef;

namespace {

void setErrorLook(QLabel* label, bool error)
{
    QPalette pal = label->parentWidget()->palette();
    if (error)
        pal.setColor(QPalette::WindowText, QColor(190, 30, 30));
    label->setPalette(pal);
}

} // namespace

QString VariantDesignerDialog::problem() const
{
    if (variant::builtinVariant(m_def.name))
        return tr("'%1' is the name of a built-in variant; choose a name of your own.").arg(QString::fromStdString(m_def.name));
    return QString::fromStdString(variant::validate(m_def));
}

void VariantDesignerDialog::revalidate()
{
    const QString why = problem();
    QString text;
    if (why.isEmpty()) {
        std::string error;
        const auto rules = variant::Rules::compile(m_def, &error);
        variant::StateInfo st;
        variant::Position pos;
        if (rules && pos.setFen(rules, m_def.startFen, st).ok()) {
            const std::uint64_t one = variant::perft(pos, 1), two = variant::perft(pos, 2);
            text = tr("The definition is valid. From the start position White has %1 moves (perft 1); after two plies "
                      "there are %2 positions (perft 2).")
                       .arg(one)
                       .arg(two);
        }
    } else {
        text = tr("Not playable yet: %1").arg(why);
    }
    if (!m_saveMessage.isEmpty())
        text += QLatin1Char('\n') + m_saveMessage;
    m_status->setText(text);
    setErrorLook(m_status, !why.isEmpty());
    m_save->setEnabled(why.isEmpty());
    m_play->setEnabled(why.isEmpty());
}

QString VariantDesignerDialog::loadReport() const { return m_loadReport; }
QString VariantDesignerDialog::statusText() const { return m_status->text(); }

bool VariantDesignerDialog::loadIni(const QString& path)
{
    QFile file(path);
    const QString shown = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly)) {
        m_loadReport = tr("Cannot read %1: %2").arg(path, file.errorString());
        m_loadErrors->setText(m_loadReport);
        setErrorLook(m_loadErrors, true);
        m_loadErrors->show();
        return false;
    }
    const variant::IniLoadResult result = variant::parseVariantsIni(file.readAll().toStdString());
    fillBases();
    const int first = m_base->count();
    for (const VariantDef& d : result.variants) {
        m_bases.push_back(d);
        m_base->addItem(tr("%1 (from %2)").arg(QString::fromStdString(d.name), shown));
    }
    QStringList lines;
    lines << tr("%n variant(s) loaded from %1.", nullptr, int(result.variants.size())).arg(shown);
    if (!result.errors.empty()) {
        lines << tr("Not loaded:");
        for (const variant::IniError& e : result.errors)
            lines << QString::fromStdString(variant::describe(e));
    }
    m_loadReport = lines.join(QLatin1Char('\n'));
    m_loadErrors->setText(m_loadReport);
    setErrorLook(m_loadErrors, !result.errors.empty());
    m_loadErrors->show();
    m_iniPath = path;
    if (!result.variants.empty()) {
        m_base->setCurrentIndex(first);
        setDefinition(result.variants.front());
    }
    return true;
}

bool VariantDesignerDialog::saveIni(const QString& path)
{
    const QString why = problem();
    auto finish = [this](const QString& message, bool ok) {
        m_saveMessage = message;
        revalidate();
        return ok;
    };
    if (!why.isEmpty())
        return finish(tr("Not saved: %1").arg(why), false);
    std::string existing;
    if (QFile::exists(path)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return finish(tr("Not saved: cannot read %1: %2").arg(path, file.errorString()), false);
        existing = file.readAll().toStdString();
    }
    const std::string text = variant::replaceVariantsIniSection(existing, m_def);
    pgn::AtomicFile out;
    pgn::SaveResult r = out.open(path.toStdString());
    if (r)
        r = out.write(text);
    if (r)
        r = out.commit();
    if (!r)
        return finish(tr("Not saved: %1").arg(QString::fromStdString(r.message)), false);
    m_iniPath = path;
    return finish(tr("Saved [%1] to %2.").arg(QString::fromStdString(m_def.name), path), true);
}

void VariantDesignerDialog::loadDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load variants.ini"), m_iniPath,
                                                      tr("Variant definitions (*.ini);;All files (*)"));
    if (!path.isEmpty())
        loadIni(path);
}

void VariantDesignerDialog::saveDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save variants.ini"), m_iniPath.isEmpty() ? QStringLiteral("variants.ini") : m_iniPath,
        tr("Variant definitions (*.ini);;All files (*)"), nullptr, QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        saveIni(path);
}

} // namespace kibitz::gui
