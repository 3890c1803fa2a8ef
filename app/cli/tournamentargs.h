// The options of kibitz-cli tournament turned into tournament Settings (each problem named as the user wrote it).
#pragma once

#include "args.h"

#include "tournament/settings.h"

#include <string>

namespace kibitz::cli {

// "" on success, else the message for usageError().
std::string tournamentSettings(const Args& args, tournament::Settings& settings);
// "movecount=3,score=600" and "movenumber=40,movecount=8,score=10".
std::string parseResign(const std::string& text, tournament::Adjudication& a);
std::string parseDraw(const std::string& text, tournament::Adjudication& a);

} // namespace kibitz::cli
