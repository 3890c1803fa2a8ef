// kibitz-cli engine commands: uci, xboard, match, epd and bench search (see main.cpp's help text).
#pragma once

namespace kibitz::cli {

int uciCommand(int argc, char** argv, int first);
int xboardCommand(int argc, char** argv, int first);
int matchCommand(int argc, char** argv, int first);
int epdCommand(int argc, char** argv, int first);
int benchSearchCommand(int argc, char** argv, int first);

} // namespace kibitz::cli
