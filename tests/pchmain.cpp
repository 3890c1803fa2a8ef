// The holder of the tests' precompiled headers (see tests/CMakeLists.txt): a program that does nothing, built only
// so that its precompiled Qt headers exist for the tests to reuse.
int main() { return 0; }
