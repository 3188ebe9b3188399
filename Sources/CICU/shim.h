// ICU's C API, for CUnicode's C files only. Swift code never imports this module: the
// toolchain's Foundation carries its own copy of ICU's headers (`_FoundationICU`), and the two
// declarations of the same C types in one Swift module clash. CUnicode's own header is what
// Swift sees.
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>
