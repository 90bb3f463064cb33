define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %1 = icmp samesign ult i32 %0, 4
  %2 = select i1 %1, i32 %v, i32 2
  ret i32 %2
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
