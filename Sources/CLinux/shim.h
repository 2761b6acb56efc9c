#pragma once
#include <sys/types.h>
// renameat2(2), which glibc (2.28+) declares in <stdio.h> only under _GNU_SOURCE, and Swift's Glibc module is
// built without it. `AtomicFile` replaces a file only if it is still the version the app knows: RENAME_EXCHANGE
// swaps the new file in and leaves exactly the one it displaced at the temporary's name (to be checked, and put
// back if it is someone else's); RENAME_NOREPLACE creates a file only while nothing is there. The flags' values
// are <linux/fs.h>'s (and glibc's <stdio.h>).

int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

static const unsigned int CLINUX_RENAME_NOREPLACE = 1u << 0;
static const unsigned int CLINUX_RENAME_EXCHANGE = 1u << 1;

// gettid(2), declared by glibc (2.30+) only under _GNU_SOURCE too: a recording's thread lowers its own nice value.
pid_t gettid(void);
