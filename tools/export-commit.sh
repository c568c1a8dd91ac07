#!/usr/bin/env bash
# Sourced by the setup scripts of the manual cross-checks (tools/*/setup.sh):
#
#   export_commit SRC COMMIT NAME DEST
#
# checks that SRC is a git clone (bare or not) holding COMMIT, and writes the
# tree of COMMIT into DEST (a new folder). NAME is what the errors call the
# project. Nothing of it is copied into fanga: the caller exports it into a
# cache folder outside the repository.
export_commit() {
    local src=$1 commit=$2 name=$3 dest=$4 git_dir
    if ! git_dir=$(git -C "$src" rev-parse --absolute-git-dir 2>/dev/null); then
        echo "setup.sh: $src is not a git clone of $name" >&2
        echo "  (give the path of a clone of https://github.com/$name)" >&2
        return 1
    fi
    if ! git --git-dir="$git_dir" cat-file -e "$commit^{commit}" 2>/dev/null; then
        echo "setup.sh: $src does not hold $name commit ${commit:0:7} ($commit);" >&2
        echo "  fetch it first (git -C $src fetch origin) or give another clone" >&2
        return 1
    fi
    mkdir -p "$dest"
    git --git-dir="$git_dir" archive "$commit" | tar -x -C "$dest"
}
