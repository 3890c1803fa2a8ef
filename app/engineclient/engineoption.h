// Engine options as the engines declare them (UCI "option name … type …", CECP feature option="…") and the
// configuration of one external engine (EngineSpec). Parsing keeps what it understands and says precisely why it
// rejects the rest (in English: a technical detail the caller embeds in its own translated message); nothing in a
// line can crash it. Invariants of a parsed definition: a name; a spin's default is a number and min <= max; a
// check's default is "true" or "false"; a combo has choices and its default is one of them.
#pragma once

#include "enginetypes.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kibitz::engineclient {

struct EngineOption {
    enum class Type {
        Unknown, // a value given without a definition (command line "Hash=16"): sent as it is
        Spin,    // integer in [min, max]
        Check,   // "true" / "false"
        Combo,   // one of choices
        String,  // free text (CECP -file and -path are strings too)
        Button,  // an action: has no value, sending it is the point
    };
    QString name;
    Type type = Type::Unknown;
    QString defaultValue; // as the engine declared it ("" for an empty string)
    int min = 0, max = 0; // spin only
    QStringList choices;  // combo only
    QString value;        // the user's value; empty: the default (a button never has one)

    // The value to send, or empty when the engine's default stands (buttons: never).
    QString valueToSend() const;
    // Checks a value against the definition (range, choice, true/false); unknown types accept anything.
    bool accepts(const QString& value) const;
    bool operator==(const EngineOption&) const = default;
};

// "option name Hash type spin default 16 min 1 max 33554432" → the definition; nullopt with a reason for a
// line that is not a usable option (no name, unknown type, a spin default that is no number, ...).
std::optional<EngineOption> parseUciOption(QStringView line, QString* error = nullptr);
// The value of a CECP feature option ("Resign Threshold -spin 800 200 1200", "Clear Hash -button", "Style
// -combo Solid /// *Normal /// Risky"); -slider is a spin, -file and -path are strings, -save and -reset buttons.
std::optional<EngineOption> parseCecpOption(QStringView text, QString* error = nullptr);

// The words the UCI protocol uses for a type ("spin", ...; "" for Unknown), and back (Unknown for others).
QString optionTypeName(EngineOption::Type type);
EngineOption::Type optionTypeFromName(QStringView name);

// Commands that set an option (a button: the button's name alone).
QString uciSetOptionCommand(const QString& name, const QString& value, EngineOption::Type type);
QString cecpSetOptionCommand(const QString& name, const QString& value, EngineOption::Type type);

// One external engine: how to run it, which protocol it speaks and the option values to send at start-up.
struct EngineSpec {
    QString name;    // what the user calls it
    QString program; // executable
    QStringList arguments;
    QString workingDirectory; // empty: the program's directory is not forced
    Protocol protocol = Protocol::Auto;
    QList<EngineOption> options; // definitions found by discovery with the user's values, or bare values

    // "prog --arg \"two words\"" split into words (double quotes group them); the name is the program's file name.
    static EngineSpec fromCommandLine(const QString& commandLine, Protocol protocol);
    const EngineOption* option(const QString& name) const;
    // Sets a value, adding a bare (Type::Unknown) option when there is no definition of that name.
    void setOptionValue(const QString& name, const QString& value);
    bool operator==(const EngineSpec&) const = default;
};

} // namespace kibitz::engineclient
