; ModuleID = 'zoo.cu'
source_filename = "zoo.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @zoo(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %9 = zext i32 %7 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !4
  %12 = mul i32 %7, 20
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %1, i64 %13
  %15 = mul nuw nsw i32 %8, 7
  %16 = and i32 %15, 31
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %11, i32 range(i32 -1, 32) %16, i32 6175)
  store i32 %17, ptr %14, align 4, !tbaa !4
  %18 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %11, i32 3, i32 4096)
  %19 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store i32 %18, ptr %19, align 4, !tbaa !4
  %20 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %11, i32 5, i32 6175)
  %21 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %20, ptr %21, align 4, !tbaa !4
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 20, i32 4127)
  %23 = getelementptr inbounds nuw i8, ptr %14, i64 12
  store i32 %22, ptr %23, align 4, !tbaa !4
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %11, i32 -1, i32 31)
  %25 = getelementptr inbounds nuw i8, ptr %14, i64 16
  store i32 %24, ptr %25, align 4, !tbaa !4
  %26 = and i32 %11, 1
  %27 = icmp ne i32 %26, 0
  %28 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %27)
  %29 = zext i1 %28 to i32
  %30 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %27)
  %31 = select i1 %30, i32 2, i32 0
  %32 = or disjoint i32 %31, %29
  %33 = tail call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %27)
  %34 = select i1 %33, i32 4, i32 0
  %35 = or disjoint i32 %32, %34
  %36 = getelementptr inbounds nuw i8, ptr %14, i64 20
  store i32 %35, ptr %36, align 4, !tbaa !4
  %37 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %27)
  %38 = getelementptr inbounds nuw i8, ptr %14, i64 24
  store i32 %37, ptr %38, align 4, !tbaa !4
  %39 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 0)
  %40 = extractvalue { i32, i1 } %39, 1
  %41 = zext i1 %40 to i32
  %42 = extractvalue { i32, i1 } %39, 0
  %43 = getelementptr inbounds nuw i8, ptr %14, i64 28
  store i32 %42, ptr %43, align 4, !tbaa !4
  %44 = getelementptr inbounds nuw i8, ptr %14, i64 32
  store i32 %41, ptr %44, align 4, !tbaa !4
  %45 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %8)
  %46 = extractvalue { i32, i1 } %45, 1
  %47 = zext i1 %46 to i32
  %48 = extractvalue { i32, i1 } %45, 0
  %49 = getelementptr inbounds nuw i8, ptr %14, i64 36
  store i32 %48, ptr %49, align 4, !tbaa !4
  %50 = getelementptr inbounds nuw i8, ptr %14, i64 40
  store i32 %47, ptr %50, align 4, !tbaa !4
  %51 = tail call i32 @llvm.nvvm.redux.sync.min(i32 %11, i32 -1)
  %52 = getelementptr inbounds nuw i8, ptr %14, i64 44
  store i32 %51, ptr %52, align 4, !tbaa !4
  %53 = tail call i32 @llvm.nvvm.redux.sync.umax(i32 %11, i32 -1)
  %54 = getelementptr inbounds nuw i8, ptr %14, i64 48
  store i32 %53, ptr %54, align 4, !tbaa !4
  %55 = tail call i32 @llvm.nvvm.redux.sync.and(i32 %11, i32 -1)
  %56 = getelementptr inbounds nuw i8, ptr %14, i64 52
  store i32 %55, ptr %56, align 4, !tbaa !4
  %57 = tail call i32 @llvm.nvvm.redux.sync.or(i32 %11, i32 -1)
  %58 = getelementptr inbounds nuw i8, ptr %14, i64 56
  store i32 %57, ptr %58, align 4, !tbaa !4
  %59 = tail call i32 @llvm.nvvm.redux.sync.xor(i32 %11, i32 -1)
  %60 = getelementptr inbounds nuw i8, ptr %14, i64 60
  store i32 %59, ptr %60, align 4, !tbaa !4
  %61 = tail call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %62 = getelementptr inbounds nuw i8, ptr %14, i64 64
  store i32 %61, ptr %62, align 4, !tbaa !4
  %63 = tail call i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge()
  %64 = getelementptr inbounds nuw i8, ptr %14, i64 68
  store i32 %63, ptr %64, align 4, !tbaa !4
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %11, i32 33, i32 0)
  %66 = getelementptr inbounds nuw i8, ptr %14, i64 72
  store i32 %65, ptr %66, align 4, !tbaa !4
  %67 = and i32 %37, %61
  %68 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %67)
  %69 = getelementptr inbounds nuw i8, ptr %14, i64 76
  store i32 %68, ptr %69, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.and(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
