// Minimal command-line option parsing for kibitz-cli: "--name value", "--name=value", flags and positionals.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kibitz::cli {

class Args {
public:
    // `flags` lists the options that take no value; every other "--x" consumes the next argument.
    Args(int argc, char** argv, int first, const std::vector<std::string>& flags);

    bool has(const std::string& name) const { return m_options.count(name) != 0; }
    std::optional<std::string> value(const std::string& name) const; // the last one given
    std::vector<std::string> values(const std::string& name) const;  // every one, in order (repeatable options)
    const std::vector<std::string>& positionals() const { return m_positionals; }
    // The first problem found while parsing ("--depth needs a value"), empty if none.
    const std::string& error() const { return m_error; }
    // Options given that are not in `known`; reported as errors by the commands.
    std::vector<std::string> unknown(const std::vector<std::string>& known) const;
    // The whole number given for --name, within [lo, hi], into `out` (left alone when the option is absent).
    // Returns the problem ("--threads N needs a number from 1 to 256"), empty when none.
    std::string number(const std::string& name, long long lo, long long hi, long long& out) const;

private:
    std::map<std::string, std::string> m_options;
    std::vector<std::pair<std::string, std::string>> m_given; // every option in order
    std::vector<std::string> m_positionals;
    std::string m_error;
};

bool parseInt(const std::string& text, long long& out);

// "name=value,name=value" (engine options) → pairs; items without '=' are skipped.
std::vector<std::pair<std::string, std::string>> parseNameValues(const std::string& text);

// Prints "kibitz-cli <command>: <message>" to stderr and returns 2 (the usage-error exit code).
int usageError(const char* command, const std::string& message);

} // namespace kibitz::cli
