// EngineSettings: the "Engines" section of the settings dialog. The user adds external engines by executable
// path, name and protocol (UCI, xboard, or detected: the engine is started and asked, UCI first), removes them,
// picks the engine for analysis and the one for auto move (the built-in engine or one of the list), and edits the
// options the selected engine declared. Adding an engine, or "Find Options", runs it once for its handshake,
// which finds its protocol and options. Edits a copy; config() returns it when the dialog is accepted.
#pragma once

#include "engineconfig.h"

#include <QWidget>

#include <QPointer>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace kibitz::engineclient {
class ExternalEngine;
}

namespace kibitz::gui {

class EngineOptionsEditor;

class EngineSettings : public QWidget {
    Q_OBJECT

public:
    explicit EngineSettings(QWidget* parent = nullptr);
    ~EngineSettings() override;

    void setConfig(const EngineConfig& config);
    EngineConfig config() const;
    // Adds an engine and starts finding its protocol and options; false (with the reason shown under the fields)
    // for an empty or duplicate name or a path that is not an executable file.
    bool addEngine(const QString& name, const QString& program, engineclient::Protocol protocol = engineclient::Protocol::Auto);
    // Runs the selected engine's handshake again to find its protocol and options.
    void findOptions();
    bool isProbing() const;

signals:
    void optionButtonPressed(const QString& engineName, const QString& optionName);

private:
    void browse();
    void removeSelected();
    void refresh(); // list and both choices from m_config
    void showSelected();
    void probe(const QString& name);
    void onProbeReady();

    EngineConfig m_config;
    QListWidget* m_list;
    QLineEdit* m_name;
    QLineEdit* m_path;
    QComboBox* m_protocol;
    QPushButton* m_browse;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLabel* m_error;
    QComboBox* m_analysis;
    QComboBox* m_autoMove;
    QLabel* m_status;
    QPushButton* m_findOptions;
    EngineOptionsEditor* m_options;
    QPointer<engineclient::ExternalEngine> m_probe; // the engine being asked for its protocol and options
    QString m_probed;                               // its name in the list
};

} // namespace kibitz::gui
