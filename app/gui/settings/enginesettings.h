// EngineSettings: the "Engines" section of the settings dialog. The user adds external UCI engines by
// executable path and name, removes them, and picks the engine for analysis and the one for auto move
// (the built-in engine or one of the list). Edits a copy; config() returns it when the dialog is accepted.
#pragma once

#include "engineconfig.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace kibitz::gui {

class EngineSettings : public QWidget {
    Q_OBJECT

public:
    explicit EngineSettings(QWidget* parent = nullptr);

    void setConfig(const EngineConfig& config);
    EngineConfig config() const;
    // Adds an engine; false (with the reason shown under the fields) for an empty or duplicate name or a
    // path that is not an executable file.
    bool addEngine(const QString& name, const QString& program);

private:
    void browse();
    void removeSelected();
    void refresh(); // list and both choices from m_config

    EngineConfig m_config;
    QListWidget* m_list;
    QLineEdit* m_name;
    QLineEdit* m_path;
    QPushButton* m_browse;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLabel* m_error;
    QComboBox* m_analysis;
    QComboBox* m_autoMove;
};

} // namespace kibitz::gui
