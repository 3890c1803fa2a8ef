// VariantPlayConfig: what the variant window remembers across restarts — the engine chosen (by its name in the
// settings' engine list; empty for the built-in engine) and how many analysis lines it shows — stored under
// "variantPlay/" in QSettings. A remembered engine that is no longer configured falls back to the built-in one.
#pragma once

#include <QString>

namespace kibitz::gui {

struct VariantPlayConfig {
    static constexpr int MaxLines = 5;
    QString engine; // empty: the built-in engine
    int lines = 1;  // 1 … MaxLines

    bool operator==(const VariantPlayConfig&) const = default;

    static VariantPlayConfig load();
    void save() const;
};

} // namespace kibitz::gui
