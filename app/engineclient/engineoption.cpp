#include "engineoption.h"
#include "parsefail.h"

#include <QFileInfo>
#include <QProcess>

#include <array>

namespace kibitz::engineclient {

namespace {

std::nullopt_t reject(QString* error, const QString& why)
{
    fail(error, why);
    return std::nullopt;
}

struct TypeName {
    EngineOption::Type type;
    QStringView name;
};
constexpr std::array<TypeName, 5> UciTypes = {{{EngineOption::Type::Spin, u"spin"},
                                               {EngineOption::Type::Check, u"check"},
                                               {EngineOption::Type::Combo, u"combo"},
                                               {EngineOption::Type::String, u"string"},
                                               {EngineOption::Type::Button, u"button"}}};

// The words between `from` and the next keyword of `keywords` (or the end), joined by single spaces.
QString wordsUntil(const QList<QStringView>& w, qsizetype& i, std::initializer_list<QStringView> keywords)
{
    QStringList out;
    for (; i < w.size(); ++i) {
        if (std::find(keywords.begin(), keywords.end(), w[i]) != keywords.end())
            break;
        out << w[i].toString();
    }
    return out.join(u' ');
}

bool toInt(const QString& text, int& out)
{
    bool ok = false;
    const qlonglong v = text.toLongLong(&ok);
    if (!ok)
        return false;
    out = int(std::clamp<qlonglong>(v, INT_MIN, INT_MAX));
    return true;
}

// A definition is usable only when its default fits it.
bool validate(EngineOption& o, QString* error)
{
    if (o.name.isEmpty())
        return fail(error, QStringLiteral("the option has no name"));
    if (o.type == EngineOption::Type::Spin) {
        int v = 0;
        if (!toInt(o.defaultValue, v))
            return fail(error, QStringLiteral("spin option '%1' has no numeric default").arg(o.name));
        if (o.min > o.max)
            return fail(error, QStringLiteral("spin option '%1' has min above max").arg(o.name));
    } else if (o.type == EngineOption::Type::Check) {
        if (o.defaultValue != u"true" && o.defaultValue != u"false")
            return fail(error, QStringLiteral("check option '%1' needs true or false").arg(o.name));
    } else if (o.type == EngineOption::Type::Combo && !o.choices.contains(o.defaultValue) && !o.choices.isEmpty()) {
        o.choices.prepend(o.defaultValue); // some engines forget to list their default: keep it choosable
    }
    return true;
}

} // namespace

QString EngineOption::valueToSend() const
{
    if (type == Type::Button || value.isEmpty())
        return {};
    if (type != Type::Unknown && value == defaultValue)
        return {};
    return value;
}

bool EngineOption::accepts(const QString& v) const
{
    int n = 0;
    switch (type) {
    case Type::Spin: return toInt(v, n) && n >= min && n <= max;
    case Type::Check: return v == u"true" || v == u"false";
    case Type::Combo: return choices.contains(v);
    case Type::Button: return v.isEmpty();
    case Type::String:
    case Type::Unknown: return !v.contains(u'\n');
    }
    return false;
}

std::optional<EngineOption> parseUciOption(QStringView line, QString* error)
{
    const QList<QStringView> w = line.trimmed().split(u' ', Qt::SkipEmptyParts);
    if (w.size() < 2 || w[0] != u"option" || w[1] != u"name")
        return reject(error, QStringLiteral("not an option line"));
    EngineOption o;
    qsizetype i = 2;
    o.name = wordsUntil(w, i, {u"type"});
    if (i + 1 >= w.size())
        return reject(error, QStringLiteral("option '%1' has no type").arg(o.name));
    const QStringView type = w[i + 1];
    const auto known = std::find_if(UciTypes.begin(), UciTypes.end(), [&](const TypeName& t) { return t.name == type; });
    if (known == UciTypes.end())
        return reject(error, QStringLiteral("option '%1' has the unknown type '%2'").arg(o.name, type.toString()));
    o.type = known->type;
    i += 2;
    bool hasMin = false, hasMax = false;
    while (i < w.size()) {
        const QStringView key = w[i++];
        const QString value = wordsUntil(w, i, {u"default", u"min", u"max", u"var"});
        if (key == u"default") {
            o.defaultValue = value == u"<empty>" ? QString() : value;
        } else if (key == u"var") {
            o.choices << value;
        } else if ((key == u"min" || key == u"max") && o.type == EngineOption::Type::Spin) { // a range means nothing elsewhere
            int n = 0;
            if (!toInt(value, n))
                return reject(error, QStringLiteral("option '%1' has a bad %2 '%3'").arg(o.name, key.toString(), value));
            (key == u"min" ? o.min : o.max) = n;
            (key == u"min" ? hasMin : hasMax) = true;
        }
    }
    if (o.type == EngineOption::Type::Spin && !(hasMin && hasMax))
        return reject(error, QStringLiteral("spin option '%1' needs min and max").arg(o.name));
    if (o.type == EngineOption::Type::Combo && o.choices.isEmpty())
        return reject(error, QStringLiteral("combo option '%1' has no choices").arg(o.name));
    if (!validate(o, error))
        return std::nullopt;
    return o;
}

std::optional<EngineOption> parseCecpOption(QStringView text, QString* error)
{
    // NAME -type ARGS: the name may hold spaces, the type is the first word starting with '-'.
    const QList<QStringView> w = text.trimmed().split(u' ', Qt::SkipEmptyParts);
    qsizetype t = 0;
    while (t < w.size() && !w[t].startsWith(u'-'))
        ++t;
    EngineOption o;
    QStringList name;
    for (qsizetype k = 0; k < t; ++k)
        name << w[k].toString();
    o.name = name.join(u' ');
    if (t >= w.size())
        return reject(error, QStringLiteral("option '%1' has no type").arg(o.name));
    const QStringView type = w[t];
    QStringList args;
    for (qsizetype k = t + 1; k < w.size(); ++k)
        args << w[k].toString();
    if (type == u"-spin" || type == u"-slider") {
        o.type = EngineOption::Type::Spin;
        if (args.size() != 3 || !toInt(args[1], o.min) || !toInt(args[2], o.max))
            return reject(error, QStringLiteral("spin option '%1' needs a value, min and max").arg(o.name));
        o.defaultValue = args[0];
    } else if (type == u"-check") {
        o.type = EngineOption::Type::Check;
        if (args.size() != 1 || (args[0] != u"0" && args[0] != u"1"))
            return reject(error, QStringLiteral("check option '%1' needs 0 or 1").arg(o.name));
        o.defaultValue = args[0] == u"1" ? QStringLiteral("true") : QStringLiteral("false");
    } else if (type == u"-combo") {
        o.type = EngineOption::Type::Combo;
        for (QString c : args.join(u' ').split(QStringLiteral("///"))) {
            c = c.trimmed();
            if (c.startsWith(u'*')) {
                c.remove(0, 1);
                o.defaultValue = c;
            }
            if (!c.isEmpty())
                o.choices << c;
        }
        if (o.choices.isEmpty())
            return reject(error, QStringLiteral("combo option '%1' has no choices").arg(o.name));
        if (o.defaultValue.isEmpty())
            o.defaultValue = o.choices.first(); // CECP: without a '*' the first choice is the current one
    } else if (type == u"-string" || type == u"-file" || type == u"-path") {
        o.type = EngineOption::Type::String;
        o.defaultValue = args.join(u' ');
    } else if (type == u"-button" || type == u"-save" || type == u"-reset") {
        o.type = EngineOption::Type::Button;
    } else {
        return reject(error, QStringLiteral("option '%1' has the unknown type '%2'").arg(o.name, type.toString()));
    }
    if (!validate(o, error))
        return std::nullopt;
    return o;
}

QString optionTypeName(EngineOption::Type type)
{
    for (const TypeName& t : UciTypes)
        if (t.type == type)
            return t.name.toString();
    return {};
}

EngineOption::Type optionTypeFromName(QStringView name)
{
    for (const TypeName& t : UciTypes)
        if (t.name == name)
            return t.type;
    return EngineOption::Type::Unknown;
}

QString uciSetOptionCommand(const QString& name, const QString& value, EngineOption::Type type)
{
    if (type == EngineOption::Type::Button)
        return QStringLiteral("setoption name ") + name;
    return QStringLiteral("setoption name %1 value %2").arg(name, value);
}

QString cecpSetOptionCommand(const QString& name, const QString& value, EngineOption::Type type)
{
    if (type == EngineOption::Type::Button)
        return QStringLiteral("option ") + name;
    QString v = value;
    if (type == EngineOption::Type::Check)
        v = value == u"true" ? QStringLiteral("1") : QStringLiteral("0");
    return QStringLiteral("option %1=%2").arg(name, v);
}

EngineSpec EngineSpec::fromCommandLine(const QString& commandLine, Protocol protocol)
{
    EngineSpec spec;
    QStringList words = QProcess::splitCommand(commandLine);
    if (!words.isEmpty())
        spec.program = words.takeFirst();
    spec.arguments = words;
    spec.name = QFileInfo(spec.program).fileName();
    spec.protocol = protocol;
    return spec;
}

const EngineOption* EngineSpec::option(const QString& name) const
{
    for (const EngineOption& o : options)
        if (o.name == name)
            return &o;
    return nullptr;
}

void EngineSpec::setOptionValue(const QString& name, const QString& value)
{
    for (EngineOption& o : options)
        if (o.name == name) {
            o.value = value;
            return;
        }
    EngineOption bare;
    bare.name = name;
    bare.value = value;
    options.append(bare);
}

} // namespace kibitz::engineclient
