// Option parsing for kibitz-cli.
#include "args.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <iostream>
#include <sstream>

namespace kibitz::cli {

Args::Args(int argc, char** argv, int first, const std::vector<std::string>& flags)
{
    for (int i = first; i < argc; ++i) {
        std::string a = argv[i];
        // "-o FILE" is read like "--o FILE": single-letter short options.
        const bool shortOption = a.size() == 2 && a[0] == '-' && std::isalpha(static_cast<unsigned char>(a[1]));
        if ((a.size() > 2 && a.rfind("--", 0) == 0) || shortOption) {
            std::string name = a.substr(shortOption ? 1 : 2), val;
            if (const auto eq = name.find('='); eq != std::string::npos) {
                val = name.substr(eq + 1);
                name.resize(eq);
            } else if (std::find(flags.begin(), flags.end(), name) == flags.end()) {
                if (i + 1 >= argc) {
                    if (m_error.empty())
                        m_error = "--" + name + " needs a value";
                    continue;
                }
                val = argv[++i];
            }
            m_options[name] = val;
            m_given.emplace_back(name, val);
        } else {
            m_positionals.push_back(a);
        }
    }
}

std::optional<std::string> Args::value(const std::string& name) const
{
    const auto it = m_options.find(name);
    if (it == m_options.end())
        return std::nullopt;
    return it->second;
}

std::vector<std::string> Args::values(const std::string& name) const
{
    std::vector<std::string> out;
    for (const auto& [n, v] : m_given)
        if (n == name)
            out.push_back(v);
    return out;
}

std::vector<std::string> Args::unknown(const std::vector<std::string>& known) const
{
    std::vector<std::string> out;
    for (const auto& [name, val] : m_options)
        if (std::find(known.begin(), known.end(), name) == known.end())
            out.push_back("--" + name);
    return out;
}

std::vector<std::pair<std::string, std::string>> parseNameValues(const std::string& text)
{
    std::vector<std::pair<std::string, std::string>> out;
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        const std::size_t eq = item.find('=');
        if (eq != std::string::npos)
            out.emplace_back(item.substr(0, eq), item.substr(eq + 1));
    }
    return out;
}

bool parseInt(const std::string& text, long long& out)
{
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && ptr == text.data() + text.size();
}

int usageError(const char* command, const std::string& message)
{
    std::cerr << "kibitz-cli " << command << ": " << message << "\n";
    return 2;
}

std::string Args::number(const std::string& name, long long lo, long long hi, long long& out) const
{
    const auto text = value(name);
    if (!text)
        return {};
    long long n = 0;
    if (!parseInt(*text, n) || n < lo || n > hi)
        return "--" + name + " N needs a number from " + std::to_string(lo) + " to " + std::to_string(hi);
    out = n;
    return {};
}

} // namespace kibitz::cli
