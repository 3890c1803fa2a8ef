// EngineConfig: the external engines the user added and which engine analyses and which plays auto moves,
// as one value stored under "engines/" in QSettings. An empty choice means the built-in engine; a choice
// naming an engine that is no longer in the list also falls back to it.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace kibitz::gui {

struct ExternalEngine {
    QString name;
    QString program;       // executable path
    QStringList arguments; // rarely needed; tests run scripts through /bin/sh
    bool operator==(const ExternalEngine&) const = default;
};

struct EngineConfig {
    QList<ExternalEngine> engines;
    QString analysisEngine; // an engine's name, empty: built-in
    QString autoMoveEngine;

    // The chosen external engine, or nullptr for the built-in one.
    const ExternalEngine* find(const QString& name) const;
    bool operator==(const EngineConfig&) const = default;

    static EngineConfig load();
    void save() const;
};

} // namespace kibitz::gui
