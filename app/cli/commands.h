// kibitz-cli sub-commands. Each takes the full argv and the index of its first own argument, and returns the
// process exit code (0 success, 1 a finding such as an invalid game, 2 unusable input or usage error).
#pragma once

#include <string>

namespace kibitz::cli {

int perftCommand(int argc, char** argv, int first);
int fenCommand(int argc, char** argv, int first);
int benchCommand(int argc, char** argv, int first);
int checkCommand(int argc, char** argv, int first);
int listCommand(int argc, char** argv, int first);
int ecoCommand(int argc, char** argv, int first);
int exportCommand(int argc, char** argv, int first);
int indexCommand(int argc, char** argv, int first);
int treeCommand(int argc, char** argv, int first);
int searchCommand(int argc, char** argv, int first);
int dupsCommand(int argc, char** argv, int first);

// Prints "kibitz-cli <command>: <message>" to stderr and returns 2.
int usageError(const char* command, const std::string& message);

} // namespace kibitz::cli
