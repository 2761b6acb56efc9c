#pragma once
#include <zlib.h>

/// deflateInit2 is a macro (it passes zlib's version and z_stream's size), which Swift cannot call.
static inline int czlib_deflate_init(z_streamp stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, MAX_WBITS, 8, strategy);
}
