# side_by_side NAME COMMAND [NAME COMMAND …]: runs the commands at once, then prints each one's
# output when all are done, with its time (sourced by tools/check.sh and tests/run-all.sh).
side_by_side() {
  local dir names=() pids=() failed=0 index
  dir=$(mktemp -d)
  while [ "$#" -gt 0 ]; do
    names+=("$1")
    ( started=$SECONDS; set +e; bash -c "$2" >"$dir/${#names[@]}.out" 2>&1; rc=$?; echo "$((SECONDS - started))" >"$dir/${#names[@]}.time"; exit "$rc" ) &
    pids+=("$!")
    shift 2
  done
  for index in "${!pids[@]}"; do
    if ! wait "${pids[$index]}"; then failed=1; printf -- '--- %s: FAILED\n' "${names[$index]}"; else printf -- '--- %s (%ss)\n' "${names[$index]}" "$(cat "$dir/$((index + 1)).time")"; fi
    cat "$dir/$((index + 1)).out"
  done
  rm -rf "$dir"
  return "$failed"
}
