// SearchDialog: the criteria of a database search — players, ratings, dates (partial dates allowed), result, ECO
// range, event, site, the board's position, material and a pattern — read into a GameSearch. Invariant: query()
// succeeds only for criteria the library parses; otherwise it names the field that is wrong.
#pragma once

#include "databasesearch.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace kibitz::gui {

class SearchDialog : public QDialog {
    Q_OBJECT

public:
    explicit SearchDialog(QWidget* parent = nullptr);

    // The search the fields describe (the position set below when "Current position" is checked); nullopt with
    // `error` set when a field cannot be read.
    std::optional<GameSearch> query(QString* error = nullptr) const;

    QLineEdit* playerEdit() const { return m_player; }
    QLineEdit* whiteEdit() const { return m_white; }
    QLineEdit* blackEdit() const { return m_black; }
    QSpinBox* eloMin() const { return m_eloMin; }
    QSpinBox* eloMax() const { return m_eloMax; }
    QLineEdit* dateFrom() const { return m_dateFrom; }
    QLineEdit* dateTo() const { return m_dateTo; }
    QComboBox* resultBox() const { return m_result; }
    QLineEdit* ecoEdit() const { return m_eco; }
    QLineEdit* eventEdit() const { return m_event; }
    QLineEdit* variantEdit() const { return m_variant; }
    QLineEdit* siteEdit() const { return m_site; }
    QCheckBox* positionBox() const { return m_position; }
    QLineEdit* materialEdit() const { return m_material; }
    QLineEdit* patternEdit() const { return m_pattern; }
    QComboBox* combineBox() const { return m_combine; }

    void accept() override; // only with criteria that can be read; else the error is shown and the dialog stays

    // Set by the owner before exec(): the position "Current position" stands for.
    void setCurrentPosition(const SearchPosition& position) { m_current = position; }

private:
    QLineEdit *m_player, *m_white, *m_black, *m_dateFrom, *m_dateTo, *m_eco, *m_event, *m_site, *m_variant, *m_material, *m_pattern;
    QSpinBox *m_eloMin, *m_eloMax;
    QComboBox *m_result, *m_combine;
    QCheckBox* m_position;
    QLabel* m_error;
    std::optional<SearchPosition> m_current;
};

} // namespace kibitz::gui
