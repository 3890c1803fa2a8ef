#include "ucidriver.h"

#include "uciparse.h"

#include "variant/builtin.h"
#include "variant/variantsini.h"

#include <QCoreApplication>
#include <QDir>

namespace kibitz::engineclient {

namespace {
const QString MultiPvOption = QStringLiteral("MultiPV");
const QString VariantOption = QStringLiteral("UCI_Variant");
const QString VariantPathOption = QStringLiteral("VariantPath");

Failure unsupported(const char* text)
{
    return Failure{Failure::Kind::Unsupported, QCoreApplication::translate("kibitz::engineclient::ExternalEngine", text)};
}

// What xboard engines say to "uci" (or before it): not a UCI engine.
bool soundsLikeXboard(QStringView t)
{
    return t.startsWith(u"feature ") || t.startsWith(u"tellics") || t.startsWith(u"telluser") || t.startsWith(u"Error")
        || t.startsWith(u"Illegal move");
}
} // namespace

void UciDriver::beginHandshake(const QList<EngineOption>& settings)
{
    m_settings = settings;
    m_phase = Phase::Uci;
    if (!m_asked)
        m_host.send(QStringLiteral("uci"));
}

bool UciDriver::handshakeTimedOut()
{
    if (!m_detecting || m_phase != Phase::Uci)
        return false;
    m_host.notThisProtocol(); // no "uciok" in time: perhaps it speaks xboard
    return true;
}

bool UciDriver::hasOption(const QString& name) const { return option(name) != nullptr; }

const EngineOption* UciDriver::option(const QString& name) const
{
    for (const EngineOption& o : m_options)
        if (o.name.compare(name, Qt::CaseInsensitive) == 0)
            return &o;
    return nullptr;
}

void UciDriver::onLine(QStringView line)
{
    const QStringView t = line.trimmed();
    if (m_phase == Phase::Uci) {
        if (m_detecting) {
            if (soundsLikeXboard(t)) {
                m_host.notThisProtocol();
                return;
            }
            // UCI words settle it (the whole reply deadline from now); another line (a banner) says it is up:
            // the detection wait again from here.
            m_detecting = !(t.startsWith(u"id ") || t.startsWith(u"option "));
            m_host.handshakeProgress();
        }
        if (t.startsWith(u"id name ")) {
            m_engineName = t.mid(8).toString();
        } else if (t.startsWith(u"option ")) {
            QString why;
            if (const auto option = parseUciOption(t, &why)) {
                m_options.append(*option);
                if (option->name.compare(MultiPvOption, Qt::CaseInsensitive) == 0 && option->type == EngineOption::Type::Spin)
                    m_maxMultiPv = std::max(1, option->max);
            } else {
                m_host.badLine(line.toString(), why);
            }
        } else if (t == u"uciok") {
            for (const EngineOption& o : std::as_const(m_settings))
                if (const QString v = o.valueToSend(); !v.isEmpty())
                    m_host.send(uciSetOptionCommand(o.name, v, o.type));
            m_host.send(QStringLiteral("ucinewgame"));
            m_host.send(QStringLiteral("isready"));
            m_phase = Phase::Ready;
            m_host.handshakeProgress();
        }
        return;
    }
    if (t == u"readyok") {
        if (m_phase == Phase::Ready) {
            m_phase = Phase::Running;
            m_host.handshakeDone();
        } else {
            m_host.pong();
        }
    } else if (t.startsWith(u"info")) {
        Info info;
        QString why;
        if (m_variantRoot ? parseUciInfo(t, m_variantRoot->position(), info, &why) : parseUciInfo(t, m_root, info, &why))
            m_host.report(info);
        else
            m_host.badLine(line.toString(), why);
    } else if (t == u"bestmove" || t.startsWith(u"bestmove ")) {
        // A malformed answer still ends the search; it names no legal move.
        MoveResult result;
        QString why;
        const bool parsed = m_variantRoot ? parseUciBestMove(t, m_variantRoot->position(), result, &why)
                                          : parseUciBestMove(t, m_root, result, &why);
        if (!parsed) {
            m_host.badLine(line.toString(), why);
            result.kind = MoveResult::Kind::Illegal;
        }
        m_host.moveReply(result);
    }
}

void UciDriver::setOption(const QString& name, const QString& value, EngineOption::Type type)
{
    m_host.send(uciSetOptionCommand(name, value, type));
}

void UciDriver::newGame() { m_host.send(QStringLiteral("ucinewgame")); }

std::optional<Failure> UciDriver::startJob(const Job& job)
{
    // Moves are found with one line; analysis with as many as asked for (and the engine has).
    const int multiPv = hasOption(MultiPvOption) ? std::clamp(job.kind == Job::Kind::Analyse ? job.multiPv : 1, 1, m_maxMultiPv) : 1;
    if (multiPv != m_sentMultiPv) {
        m_host.send(uciSetOptionCommand(MultiPvOption, QString::number(multiPv), EngineOption::Type::Spin));
        m_sentMultiPv = multiPv;
    }
    if (std::optional<Failure> failure = selectVariant(job.variant.get()))
        return failure;
    if (job.variant) {
        m_host.send(uciPositionCommand(*job.variant));
    } else {
        m_root = job.game;
        m_host.send(uciPositionCommand(job.game));
    }
    m_host.send(job.kind == Job::Kind::Analyse ? QStringLiteral("go infinite") : uciGoCommand(job.limits));
    return std::nullopt;
}

std::optional<Failure> UciDriver::selectVariant(const VariantLine* variant)
{
    m_variantRoot.reset();
    QString name = QStringLiteral("chess");
    if (variant) {
        auto walk = std::make_unique<VariantWalk>(*variant);
        if (!walk->valid())
            return Failure{Failure::Kind::Unsupported, QStringLiteral("%1: ") + QString::fromStdString(walk->error())};
        const EngineOption* combo = option(VariantOption);
        if (!combo || combo->type != EngineOption::Type::Combo)
            return unsupported(QT_TRANSLATE_NOOP("kibitz::engineclient::ExternalEngine",
                                                 "%1 does not play chess variants (it has no UCI_Variant option)."));
        const variant::VariantDef& def = variant->definition();
        name = QString::fromStdString(variant->engineVariantName());
        const variant::VariantDef* shipped = variant::builtinVariant(def.name);
        const bool listed = combo->choices.contains(name);
        // The engine's own game when the user names it, or when it is one Kibitz ships with the same rules.
        const bool own = listed && (!variant->engineName.empty() || (shipped && variant::equivalent(*shipped, def)));
        if (!own) {
            // Not the engine's own game of that name: load the definition (under another name when the engine's
            // game of this name has other rules, so that its built-in stays as it is).
            variant::VariantDef load = def;
            load.name = name.toStdString();
            if (listed)
                load.name += "-kibitz";
            if (std::optional<Failure> failure = loadDefinition(load))
                return failure;
            name = QString::fromStdString(load.name);
        }
        m_variantRoot = std::move(walk);
    } else if (m_sentVariant.isEmpty() || m_sentVariant == name) {
        return std::nullopt; // chess, and the engine was never told otherwise
    }
    if (name != m_sentVariant) {
        m_host.send(uciSetOptionCommand(VariantOption, name, EngineOption::Type::Combo));
        m_host.send(QStringLiteral("ucinewgame"));
        m_sentVariant = name;
    }
    return std::nullopt;
}

std::optional<Failure> UciDriver::loadDefinition(const variant::VariantDef& def)
{
    if (!hasOption(VariantPathOption))
        return unsupported(
            QT_TRANSLATE_NOOP("kibitz::engineclient::ExternalEngine",
                              "%1 does not know this variant and cannot load variant definitions (it has no VariantPath option)."));
    const std::string text = variant::writeVariantsIni(def);
    if (m_variantsIni && text == m_loadedIni)
        return std::nullopt;
    auto file = std::make_unique<QTemporaryFile>(QDir::tempPath() + QStringLiteral("/kibitz-variants-XXXXXX.ini"));
    if (!file->open() || file->write(text.data(), qint64(text.size())) != qint64(text.size()) || !file->flush())
        return Failure{Failure::Kind::Unsupported,
                       QCoreApplication::translate("kibitz::engineclient::ExternalEngine",
                                                   "%1 cannot be given the variant: the temporary file %2 cannot be written.")
                           .arg(QStringLiteral("%1"), file->fileName())};
    m_host.send(uciSetOptionCommand(VariantPathOption, QDir::toNativeSeparators(file->fileName()), EngineOption::Type::String));
    m_variantsIni = std::move(file);
    m_loadedIni = text;
    m_sentVariant.clear(); // a new load: select the variant again
    return std::nullopt;
}

int UciDriver::moveBudgetMs(const Job& job) const
{
    const SearchLimits& l = job.limits;
    if (l.movetimeMs > 0)
        return l.movetimeMs;
    if (l.hasClock() && job.variant)
        return std::max(m_variantRoot && m_variantRoot->position().sideToMove() == Black ? l.btime : l.wtime, 0);
    if (l.hasClock())
        return std::max(job.game.position().sideToMove() == White ? l.wtime : l.btime, 0);
    return l.depth > 0 || l.nodes > 0 ? 0 : 1000; // uciGoCommand's default second
}

ProtocolDriver::StopAnswer UciDriver::stopJob(const Job&)
{
    m_host.send(QStringLiteral("stop"));
    return StopAnswer::Move;
}

bool UciDriver::probe()
{
    m_host.send(QStringLiteral("isready"));
    return true;
}

void UciDriver::quit()
{
    m_host.send(QStringLiteral("stop"));
    m_host.send(QStringLiteral("quit"));
}

} // namespace kibitz::engineclient
