#!/usr/bin/env python3
"""Functions too long to hold in one's head: every `fn` whose body runs over a limit.

Usage: long-functions.py [--max N] [--top K] DIR [DIR ...]

Counts the lines of every `fn` in the Rust files under each DIR, from the line of its
`fn` keyword to the line of its closing brace, and prints each one over N lines (120 by
default) as `path:line: name is L lines (limit N)`; exits 1 if there is any. Test code is
left out: files named tests.rs, files under a tests/ folder, `#[cfg(test)]` modules and
the files of `#[cfg(test)] mod name;` declarations.
`--top K` also lists the K longest functions, to see how close the rest come.

The scan is a small lexer, not a parser: it skips comments, strings (raw and byte ones
too) and character literals, so braces inside them do not count, and tells a character
literal from a lifetime.
"""
import os
import re
import sys

FN = re.compile(r'\bfn\s+([A-Za-z_][A-Za-z0-9_]*)')
CFG_TEST_MOD = re.compile(r'#\[cfg\(test\)\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+\s*([;{])')


def blank_out(text):
    """The text with comments, strings and character literals replaced by spaces
    (newlines kept), so that offsets and line numbers stay those of the source."""
    out = list(text)
    i, n = 0, len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != '\n':
                out[k] = ' '

    while i < n:
        c = text[i]
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith('/*', i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith('/*', j):
                    depth, j = depth + 1, j + 2
                elif text.startswith('*/', j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif (m := re.match(r'b?r(#*)"', text[i:i + 260])) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == '_')):
            close = '"' + m.group(1)
            j = text.find(close, i + m.end())
            j = n if j < 0 else j + len(close)
            blank(i, j)
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            blank(i, j + 1)
            i = j + 1
        elif c == "'":
            # A character literal ('x', '\n', '\u{1b}', b'x') or a lifetime ('a).
            if i + 1 < n and text[i + 1] == '\\':
                j = text.find("'", i + 2)
                j = n if j < 0 else j
                blank(i, j + 1)
                i = j + 1
            elif i + 2 < n and text[i + 2] == "'":
                blank(i, i + 3)
                i += 3
            elif i + 1 < n and ord(text[i + 1]) > 127:
                j = text.find("'", i + 1)
                if 0 < j - i <= 5:
                    blank(i, j + 1)
                    i = j + 1
                else:
                    i += 1
            else:
                i += 1
        else:
            i += 1
    return ''.join(out)


def matching_brace(code, open_at):
    depth = 0
    for k in range(open_at, len(code)):
        if code[k] == '{':
            depth += 1
        elif code[k] == '}':
            depth -= 1
            if depth == 0:
                return k
    return len(code) - 1


def without_test_modules(code):
    """Blanks every `#[cfg(test)] mod name { ... }` (a `mod name;` points at a file,
    which is skipped by its name)."""
    out = list(code)
    for m in CFG_TEST_MOD.finditer(code):
        if m.group(1) == '{':
            end = matching_brace(code, m.end() - 1)
            for k in range(m.start(), end + 1):
                if out[k] != '\n':
                    out[k] = ' '
    return ''.join(out)


def functions(path):
    """(line, name, length in lines) of every fn with a body in the file."""
    text = open(path, encoding='utf-8', errors='replace').read()
    code = without_test_modules(blank_out(text))
    line_of = lambda at: code.count('\n', 0, at) + 1
    for m in FN.finditer(code):
        # The body opens at the first `{` after the signature; a `;` first means a
        # declaration without a body (a trait method). Both count only outside the
        # signature's parentheses and brackets (`checked: &mut [u128; 9]`); a signature
        # holds no braces, except const generic blocks, which nonet has not.
        k, depth = m.end(), 0
        while k < len(code) and not (depth == 0 and code[k] in '{;'):
            depth += (code[k] in '([') - (code[k] in ')]')
            k += 1
        if k >= len(code) or code[k] == ';':
            continue
        end = matching_brace(code, k)
        start_line = line_of(m.start())
        yield start_line, m.group(1), line_of(end) - start_line + 1


TEST_MOD_FILE = re.compile(r'#\[cfg\(test\)\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;')


def test_module_files(path):
    """The files of the `#[cfg(test)] mod name;` declarations in `path`."""
    text = blank_out(open(path, encoding='utf-8', errors='replace').read())
    folder, stem = os.path.split(path)
    stem = stem[:-3]
    if stem not in ('mod', 'lib', 'main'):
        folder = os.path.join(folder, stem)
    for m in TEST_MOD_FILE.finditer(text):
        yield os.path.join(folder, m.group(1) + '.rs')
        yield os.path.join(folder, m.group(1), 'mod.rs')


def rust_files(root):
    """Every non-test Rust file under `root`."""
    files, tests = [], set()
    for dirpath, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != 'tests')
        for f in sorted(names):
            if f.endswith('.rs') and f != 'tests.rs':
                files.append(os.path.join(dirpath, f))
    for path in files:
        tests.update(os.path.normpath(t) for t in test_module_files(path))
    return [f for f in files if os.path.normpath(f) not in tests]


def main(argv):
    limit, top, roots = 120, 0, []
    args = iter(argv)
    for a in args:
        if a == '--max':
            limit = int(next(args))
        elif a == '--top':
            top = int(next(args))
        else:
            roots.append(a)
    if not roots:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    found, over = [], []
    for root in roots:
        if not os.path.isdir(root):
            print(f'long-functions: {root}: not a directory', file=sys.stderr)
            return 2
        for path in rust_files(root):
            for line, name, length in functions(path):
                found.append((length, path, line, name))
                if length > limit:
                    over.append((path, line, name, length))
    for path, line, name, length in over:
        print(f'{path}:{line}: {name} is {length} lines (limit {limit})')
    for length, path, line, name in sorted(found, reverse=True)[:top]:
        print(f'  {length:4} {path}:{line} {name}')
    print(f'functions over {limit} lines: {len(over)} (of {len(found)} in {", ".join(roots)})')
    return 1 if over else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
