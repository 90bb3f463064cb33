define i64 @snippet(i32 %v) {
entry:
  %0 = icmp sgt i32 %v, 3
  %1 = call i64 @llvm.amdgcn.ballot.i64(i1 %0)
  ret i64 %1
}

declare i64 @llvm.amdgcn.ballot.i64(i1)
