// EngineConfig: the external engines the user added and which engine analyses and which plays auto moves, as one
// plain value stored under "engines/" in QSettings. Each engine is an engineclient::EngineSpec: program, protocol
// (UCI, xboard, or detect), and the options its handshake declared with the user's values, so the settings can
// show and edit them without running the engine. An empty choice means the built-in engine; a choice naming an
// engine that is no longer in the list also falls back to it.
#pragma once

#include "engineclient/engineoption.h"

#include <QList>
#include <QString>

namespace kibitz::gui {

struct EngineConfig {
    QList<engineclient::EngineSpec> engines;
    QString analysisEngine; // an engine's name, empty: built-in
    QString autoMoveEngine;

    // The chosen external engine, or nullptr for the built-in one.
    const engineclient::EngineSpec* find(const QString& name) const;
    engineclient::EngineSpec* find(const QString& name);
    bool operator==(const EngineConfig&) const = default;

    static EngineConfig load();
    void save() const;
};

} // namespace kibitz::gui
