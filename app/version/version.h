// The version Kibitz reports (--version, Help › About): the project version from CMake and, when built from a git
// checkout, the revision it was built from. Only version.cpp is generated (at build time, rewritten only when the
// revision changes), so a new commit recompiles one small file and relinks, nothing else.
#pragma once

#include <string>

namespace kibitz {

// The project version, "0.1.0".
const char* projectVersion();
// `git describe --always --dirty` of the source tree at build time ("a1b2c3d4e5", "v0.1.0-3-ga1b2c3d4e5-dirty"),
// empty when the sources are not a git checkout of their own (a release tarball) or git is missing.
const char* gitRevision();
// What users see: "0.1.0 (git a1b2c3d4e5)", or "0.1.0" without a revision.
std::string versionText();

} // namespace kibitz
