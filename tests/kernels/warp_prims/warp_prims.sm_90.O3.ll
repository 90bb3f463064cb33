; ModuleID = 'warp_prims.cu'
source_filename = "warp_prims.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10warp_primsE5stage = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @warp_prims(ptr noalias noundef %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = zext nneg i32 %5 to i64
  %11 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10warp_primsE5stage to ptr), i64 %10
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = addrspacecast ptr %11 to ptr addrspace(3)
  %15 = addrspacecast ptr %13 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %14, ptr addrspace(1) %15)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = trunc nuw nsw i32 %5 to i16
  %17 = add nuw nsw i16 %16, 1
  %18 = trunc nuw nsw i32 %7 to i16
  %19 = urem i16 %17, %18
  %20 = zext nneg i16 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10warp_primsE5stage to ptr), i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !4
  %23 = load i32, ptr addrspace(1) %15, align 4, !invariant.load !8
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %22, i32 range(i32 1, -2147483648) 16, i32 31)
  %25 = add i32 %24, %22
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %25, i32 range(i32 1, -2147483648) 8, i32 31)
  %27 = add i32 %26, %25
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %27, i32 range(i32 1, -2147483648) 4, i32 31)
  %29 = add i32 %28, %27
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %29, i32 range(i32 1, -2147483648) 2, i32 31)
  %31 = add i32 %30, %29
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %31, i32 range(i32 1, -2147483648) 1, i32 31)
  %33 = add i32 %32, %31
  %34 = and i32 %5, 31
  %35 = mul i32 %9, 10
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %1, i64 %36
  store i32 %33, ptr %37, align 4, !tbaa !4
  %38 = and i32 %22, 255
  %39 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %38, i32 range(i32 -2147483648, 32) 1, i32 0)
  %40 = icmp eq i32 %34, 0
  %41 = select i1 %40, i32 0, i32 %39
  %42 = add i32 %41, %38
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %42, i32 range(i32 -2147483648, 32) 2, i32 0)
  %44 = icmp samesign ult i32 %34, 2
  %45 = select i1 %44, i32 0, i32 %43
  %46 = add i32 %45, %42
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %46, i32 range(i32 -2147483648, 32) 4, i32 0)
  %48 = icmp samesign ult i32 %34, 4
  %49 = select i1 %48, i32 0, i32 %47
  %50 = add i32 %49, %46
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %50, i32 range(i32 -2147483648, 32) 8, i32 0)
  %52 = icmp samesign ult i32 %34, 8
  %53 = select i1 %52, i32 0, i32 %51
  %54 = add i32 %53, %50
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %54, i32 range(i32 -2147483648, 32) 16, i32 0)
  %56 = icmp samesign ult i32 %34, 16
  %57 = select i1 %56, i32 0, i32 %55
  %58 = add i32 %57, %54
  %59 = getelementptr inbounds nuw i8, ptr %37, i64 4
  store i32 %58, ptr %59, align 4, !tbaa !4
  %60 = urem i32 %23, 3
  %61 = icmp eq i32 %60, 0
  %62 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %61)
  %63 = icmp eq i32 %34, 0
  br i1 %63, label %64, label %67

64:                                               ; preds = %4
  %65 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %62)
  %66 = atomicrmw add ptr %3, i32 %65 seq_cst, align 4
  br label %67

67:                                               ; preds = %64, %4
  %68 = phi i32 [ %66, %64 ], [ 0, %4 ]
  %69 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %68, i32 0, i32 31)
  br i1 %61, label %70, label %78

70:                                               ; preds = %67
  %71 = shl nsw i32 -1, %34
  %72 = xor i32 %71, -1
  %73 = and i32 %62, %72
  %74 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %73)
  %75 = add i32 %69, %74
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds nuw i32, ptr %2, i64 %76
  store i32 %23, ptr %77, align 4, !tbaa !4
  br label %78

78:                                               ; preds = %70, %67
  %79 = getelementptr inbounds nuw i8, ptr %37, i64 8
  store i32 %62, ptr %79, align 4, !tbaa !4
  %80 = trunc nuw nsw i32 %34 to i8
  %81 = urem i8 %80, 3
  %82 = icmp eq i8 %81, 0
  br i1 %82, label %83, label %85

83:                                               ; preds = %78
  %84 = tail call noundef i32 @llvm.nvvm.activemask()
  br label %85

85:                                               ; preds = %83, %78
  %86 = phi i32 [ %84, %83 ], [ 0, %78 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %87 = getelementptr inbounds nuw i8, ptr %37, i64 12
  store i32 %86, ptr %87, align 4, !tbaa !4
  %88 = and i32 %22, 65535
  %89 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 range(i32 0, 65536) %88, i32 -1)
  %90 = getelementptr inbounds nuw i8, ptr %37, i64 16
  store i32 %89, ptr %90, align 4, !tbaa !4
  %91 = tail call noundef i32 @llvm.nvvm.redux.sync.umax(i32 %22, i32 -1)
  %92 = tail call noundef i32 @llvm.nvvm.redux.sync.umin(i32 %23, i32 -1)
  %93 = xor i32 %92, %91
  %94 = getelementptr inbounds nuw i8, ptr %37, i64 20
  store i32 %93, ptr %94, align 4, !tbaa !4
  %95 = and i32 %22, 3
  %96 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 range(i32 0, 4) %95)
  %97 = getelementptr inbounds nuw i8, ptr %37, i64 24
  store i32 %96, ptr %97, align 4, !tbaa !4
  %98 = tail call noundef i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %61)
  %99 = getelementptr inbounds nuw i8, ptr %37, i64 28
  store i32 %98, ptr %99, align 4, !tbaa !4
  %100 = icmp ne i32 %22, 0
  %101 = tail call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %100)
  %102 = zext i1 %101 to i32
  %103 = icmp eq i32 %23, 12345
  %104 = tail call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %103)
  %105 = select i1 %104, i32 2, i32 0
  %106 = or disjoint i32 %105, %102
  %107 = getelementptr inbounds nuw i8, ptr %37, i64 32
  store i32 %106, ptr %107, align 4, !tbaa !4
  %108 = icmp ugt i32 %22, 1000
  %109 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %108)
  %110 = zext i1 %109 to i32
  %111 = icmp eq i32 %38, 0
  %112 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %111)
  %113 = select i1 %112, i32 2, i32 0
  %114 = or disjoint i32 %113, %110
  %115 = getelementptr inbounds nuw i8, ptr %37, i64 36
  store i32 %114, ptr %115, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #4

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #5

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #1

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1) #1

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = !{}
