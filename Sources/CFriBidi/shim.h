#pragma once
#include <fribidi.h>

// The paragraph directions as constants Swift can read (FriBidi defines them as nested macros).
static const FriBidiParType CFriBidiParagraphAuto = FRIBIDI_PAR_ON;
static const FriBidiParType CFriBidiParagraphRightToLeft = FRIBIDI_PAR_RTL;
