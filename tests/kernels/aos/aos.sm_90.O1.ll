; ModuleID = 'aos.cu'
source_filename = "aos.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { float, i32, i32, [4 x float] }
%struct.Particle = type { %struct.float4, %struct.int2, i32, float }
%struct.float4 = type { float, float, float, float }
%struct.int2 = type { i32, i32 }

$_Z3mixILi3EEjj = comdat any

@kTable = dso_local addrspace(4) externally_initialized constant [16 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6, i32 5, i32 3, i32 5, i32 8, i32 9, i32 7, i32 9, i32 3], align 4
@dyn = external dso_local addrspace(3) global [0 x i32], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @kTable to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3fibj(i32 noundef %0) local_unnamed_addr #0 {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i32 [ 0, %1 ], [ %10, %6 ]
  %4 = phi i32 [ %0, %1 ], [ %9, %6 ]
  %5 = icmp ult i32 %4, 2
  br i1 %5, label %11, label %6

6:                                                ; preds = %2
  %7 = add i32 %4, -1
  %8 = tail call noundef i32 @_Z3fibj(i32 noundef %7) #9
  %9 = add i32 %4, -2
  %10 = add i32 %3, %8
  br label %2

11:                                               ; preds = %2
  %12 = add i32 %3, %4
  ret i32 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z4sum4PKj(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i32, ptr %0, align 4, !tbaa !4
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !4
  %5 = add i32 %4, %2
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !4
  %8 = add i32 %5, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %10 = load i32, ptr %9, align 4, !tbaa !4
  %11 = add i32 %8, %10
  ret i32 %11
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @aos(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noundef captures(none) %2, ptr noundef readonly byval(%struct.Params) align 4 captures(none) %3) local_unnamed_addr #2 {
  %5 = alloca [8 x i32], align 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = add i32 %9, %6
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw %struct.Particle, ptr %0, i64 %11
  %13 = load float, ptr %12, align 16, !tbaa !8
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %15 = load float, ptr %14, align 4, !tbaa !8
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %17 = load float, ptr %16, align 8, !tbaa !8
  %18 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %21 = load i32, ptr %20, align 8, !tbaa !4
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 28
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !10
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %37

27:                                               ; preds = %4
  %28 = load float, ptr %3, align 4, !tbaa !12
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = fmul contract float %28, %30
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = fmul contract float %28, %33
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %36 = load float, ptr %35, align 4, !tbaa !8
  br label %61

37:                                               ; preds = %61, %4
  %38 = phi float [ %19, %4 ], [ %23, %61 ]
  %39 = phi float [ %17, %4 ], [ %68, %61 ]
  %40 = phi float [ %15, %4 ], [ %67, %61 ]
  %41 = phi float [ %13, %4 ], [ %66, %61 ]
  %42 = and i32 %21, 15
  %43 = add nsw i32 %42, -8
  %44 = zext nneg i32 %42 to i64
  %45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @kTable to ptr), i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !4
  %47 = mul nsw i32 %46, %43
  %48 = and i32 %21, 1023
  %49 = uitofp nneg i32 %48 to float
  %50 = getelementptr inbounds nuw %struct.Particle, ptr %1, i64 %11
  store float %41, ptr %50, align 16, !tbaa !8
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 4
  store float %40, ptr %51, align 4, !tbaa !8
  %52 = getelementptr inbounds nuw i8, ptr %50, i64 8
  store float %39, ptr %52, align 8, !tbaa !8
  %53 = getelementptr inbounds nuw i8, ptr %50, i64 12
  store float %38, ptr %53, align 4, !tbaa !8
  %54 = getelementptr inbounds nuw i8, ptr %50, i64 16
  store i32 %43, ptr %54, align 16, !tbaa !4
  %55 = getelementptr inbounds nuw i8, ptr %50, i64 20
  store i32 %47, ptr %55, align 4, !tbaa !4
  %56 = getelementptr inbounds nuw i8, ptr %50, i64 24
  store i32 %21, ptr %56, align 8, !tbaa !4
  %57 = getelementptr inbounds nuw i8, ptr %50, i64 28
  store float %49, ptr %57, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  %58 = and i32 %21, 7
  %59 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %60 = load i32, ptr %59, align 4, !tbaa !13
  br label %96

61:                                               ; preds = %27, %61
  %62 = phi i32 [ 0, %27 ], [ %69, %61 ]
  %63 = phi float [ %13, %27 ], [ %66, %61 ]
  %64 = phi float [ %15, %27 ], [ %67, %61 ]
  %65 = phi float [ %17, %27 ], [ %68, %61 ]
  %66 = fadd contract float %63, %31
  %67 = fsub contract float %64, %34
  %68 = fmul contract float %65, %36
  %69 = add nuw nsw i32 %62, 1
  %70 = icmp eq i32 %69, %25
  br i1 %70, label %37, label %61, !llvm.loop !14

71:                                               ; preds = %96
  %72 = shl nuw nsw i32 %6, 3
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %73
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %74, ptr noundef nonnull align 4 dereferenceable(32) %5, i64 32, i1 false)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %75 = add nuw nsw i32 %6, 1
  %76 = urem i32 %75, %8
  %77 = shl nuw nsw i32 %76, 3
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %78
  %80 = tail call noundef i32 @_Z4sum4PKj(ptr noundef %79) #9
  %81 = shl i32 %10, 2
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds nuw i32, ptr %2, i64 %82
  %84 = tail call noundef i32 @_Z4sum4PKj(ptr noundef %83) #9
  %85 = add i32 %84, %80
  %86 = tail call noundef i32 @_Z3fibj(i32 noundef %58) #9
  %87 = add i32 %85, %86
  %88 = tail call noundef i32 @_Z3mixILi3EEjj(i32 noundef %21) #9
  %89 = add i32 %87, %88
  %90 = lshr i32 %21, 4
  %91 = and i32 %90, 15
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @kTable to ptr), i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !4
  %95 = add i32 %89, %94
  store i32 %95, ptr %83, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  ret void

96:                                               ; preds = %37, %96
  %97 = phi i32 [ 0, %37 ], [ %105, %96 ]
  %98 = add i32 %60, %97
  %99 = add i32 %97, %21
  %100 = and i32 %99, 7
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw i32, ptr %5, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !4
  %104 = add i32 %98, %103
  store i32 %104, ptr %102, align 4, !tbaa !4
  %105 = add nuw nsw i32 %97, 1
  %106 = icmp eq i32 %97, %58
  br i1 %106, label %71, label %96, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #6

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef i32 @_Z3mixILi3EEjj(i32 noundef %0) local_unnamed_addr #7 comdat {
  br label %3

2:                                                ; preds = %3
  ret i32 %9

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %10, %3 ]
  %5 = phi i32 [ %0, %1 ], [ %9, %3 ]
  %6 = lshr i32 %5, 7
  %7 = xor i32 %6, %5
  %8 = mul i32 %7, -1640531535
  %9 = add i32 %8, %4
  %10 = add nuw nsw i32 %4, 1
  %11 = icmp eq i32 %10, 3
  br i1 %11, label %2, label %3, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{!11, !5, i64 4}
!11 = !{!"_ZTS6Params", !9, i64 0, !5, i64 4, !5, i64 8, !6, i64 12}
!12 = !{!11, !9, i64 0}
!13 = !{!11, !5, i64 8}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
