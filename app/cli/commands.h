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
int bookCommand(int argc, char** argv, int first);
int variantPlayCommand(int argc, char** argv, int first);
int variantMatchCommand(int argc, char** argv, int first);
int indexCommand(int argc, char** argv, int first);
int treeCommand(int argc, char** argv, int first);
int searchCommand(int argc, char** argv, int first);
int dupsCommand(int argc, char** argv, int first);
int dossierCommand(int argc, char** argv, int first);
int annotateCommand(int argc, char** argv, int first);
int tournamentCommand(int argc, char** argv, int first);
int repertoireCommand(int argc, char** argv, int first); // check, coverage, merge
int convertCommand(int argc, char** argv, int first);
int mergeCommand(int argc, char** argv, int first);
int downloadCommand(int argc, char** argv, int first); // lichess, chesscom

class Args;
// perft over the variant rules (perft --variant NAME); called by perftCommand.
int variantPerft(const Args& args, int depth);
// bench scid FILE.si4: reading a SCID database (benchscid.cpp); called by benchCommand.
int benchScid(const std::string& path, int threads);
// bench chessbase FILE.cbh: reading a ChessBase database (benchchessbase.cpp); called by benchCommand.
int benchChessBase(const std::string& path, int repeat);

} // namespace kibitz::cli
