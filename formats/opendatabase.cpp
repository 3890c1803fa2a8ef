// Opening PGN files and foreign databases alike.
#include "opendatabase.h"

namespace kibitz::formats {

OpenResult openDatabase(const std::string& path, const ConvertOptions& options)
{
    OpenResult r;
    std::string error;
    const std::unique_ptr<ForeignDatabase> foreign = openForeign(path, &error);
    if (!foreign) {
        if (!error.empty()) {
            r.error = std::move(error);
            return r;
        }
        r.database = pgn::Database::open(path, &r.error);
        return r;
    }
    r.converted = true;
    r.conversion = convertToCache(*foreign, options);
    if (r.conversion.pgnPath.empty()) {
        r.error = r.conversion.cancelled ? "cancelled" : "cannot write its converted copy: " + r.conversion.error;
        return r;
    }
    r.database = pgn::Database::openConverted(r.conversion.pgnPath, path, &r.error);
    return r;
}

} // namespace kibitz::formats
