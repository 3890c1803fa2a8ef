// The .sn4 name file: front-coded names per kind, read with every count and id checked.
#include "namefile.h"

#include "bytes.h"

#include <algorithm>
#include <numeric>

namespace kibitz::scid {

namespace {
constexpr std::string_view Magic("Scid.sn\0", 8);
constexpr const char* KindNames[] = {"players", "events", "sites", "rounds"};
} // namespace

bool scidNameLess(std::string_view a, std::string_view b)
{
    if (a.empty() || b.empty())
        return a.size() < b.size();
    if (a[0] != b[0])
        return static_cast<unsigned char>(a[0]) < static_cast<unsigned char>(b[0]);
    for (std::size_t i = 1;; ++i) {
        // A shorter name compares as if followed by a zero byte, as SCID's C strings do.
        const int ca = i < a.size() ? static_cast<signed char>(a[i]) : 0;
        const int cb = i < b.size() ? static_cast<signed char>(b[i]) : 0;
        if (ca != cb)
            return ca < cb;
        if (i >= a.size() && i >= b.size())
            return false;
    }
}

std::string readNameFile(std::string_view bytes, NameBase& out)
{
    for (auto& v : out.names)
        v.clear();
    if (bytes.size() < 36 || bytes.substr(0, 8) != Magic)
        return "not a SCID name file (no \"Scid.sn\" header)";
    ByteReader in(bytes);
    in.bytes(12); // magic and the unused time stamp
    std::array<std::uint32_t, NameKindCount> count{}, maxFrequency{};
    for (auto& c : count)
        c = in.u24();
    for (auto& f : maxFrequency)
        f = in.u24();
    for (int kind = 0; kind < NameKindCount; ++kind) {
        // Each name takes at least 4 bytes: a count beyond what the file can hold is damage, not a reason to allocate.
        if (count[kind] > in.remaining() / 4)
            return std::string(KindNames[kind]) + ": " + std::to_string(count[kind]) + " names cannot fit in the "
                + std::to_string(in.remaining()) + " bytes left";
        std::vector<std::string>& names = out.names[kind];
        names.assign(count[kind], std::string());
        std::vector<bool> seen(count[kind], false);
        std::string previous;
        for (std::uint32_t i = 0; i < count[kind]; ++i) {
            const std::size_t at = in.position();
            const auto where = [&] {
                return std::string(KindNames[kind]) + ": name " + std::to_string(i + 1) + " (byte " + std::to_string(at) + "): ";
            };
            const std::uint32_t id = count[kind] >= 65536 ? in.u24() : in.u16();
            if (maxFrequency[kind] >= 65536)
                in.u24();
            else if (maxFrequency[kind] >= 256)
                in.u16();
            else
                in.u8();
            const std::uint32_t length = in.u8();
            const std::uint32_t prefix = i > 0 ? in.u8() : 0;
            if (prefix > length || prefix > previous.size())
                return where() + "shares " + std::to_string(prefix) + " bytes with a name of " + std::to_string(previous.size());
            previous.resize(prefix);
            previous += in.bytes(length - prefix);
            if (!in.ok())
                return where() + "the file ends inside it";
            if (id >= count[kind])
                return where() + "id " + std::to_string(id) + " out of range (" + std::to_string(count[kind]) + " names)";
            if (seen[id])
                return where() + "id " + std::to_string(id) + " used twice";
            seen[id] = true;
            names[id] = previous;
        }
    }
    return {};
}

std::string encodeNameFile(const NameBase& base, const std::array<std::vector<std::uint32_t>, NameKindCount>& frequency)
{
    std::string out(Magic);
    putU32(out, 0);
    std::array<std::uint32_t, NameKindCount> maxFrequency{};
    for (int kind = 0; kind < NameKindCount; ++kind) {
        putU24(out, std::uint32_t(base.names[kind].size()));
        for (const std::uint32_t f : frequency[kind])
            maxFrequency[kind] = std::max(maxFrequency[kind], f);
    }
    for (const std::uint32_t f : maxFrequency)
        putU24(out, std::min<std::uint32_t>(f, (1u << 24) - 1));
    for (int kind = 0; kind < NameKindCount; ++kind) {
        const std::vector<std::string>& names = base.names[kind];
        std::vector<std::uint32_t> order(names.size());
        std::iota(order.begin(), order.end(), 0u);
        std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return scidNameLess(names[a], names[b]); });
        std::string_view previous;
        bool first = true;
        for (const std::uint32_t id : order) {
            const std::string_view name = std::string_view(names[id]).substr(0, MaxNameLength);
            if (names.size() >= 65536)
                putU24(out, id);
            else
                putU16(out, id);
            const std::uint32_t f = id < frequency[kind].size() ? frequency[kind][id] : 0;
            if (maxFrequency[kind] >= 65536)
                putU24(out, std::min<std::uint32_t>(f, (1u << 24) - 1));
            else if (maxFrequency[kind] >= 256)
                putU16(out, f);
            else
                putU8(out, f);
            putU8(out, std::uint32_t(name.size()));
            std::size_t prefix = 0;
            if (!first) {
                const std::size_t limit = std::min(name.size(), previous.size());
                while (prefix < limit && name[prefix] == previous[prefix])
                    ++prefix;
                putU8(out, std::uint32_t(prefix));
            }
            out.append(name.substr(prefix));
            previous = name;
            first = false;
        }
    }
    return out;
}

} // namespace kibitz::scid
