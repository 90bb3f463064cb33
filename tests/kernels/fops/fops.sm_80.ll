; ModuleID = 'fops.cu'
source_filename = "fops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @fops(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %107

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !8
  %16 = fmul contract float %15, 8.000000e+00
  %17 = fadd contract float %16, -4.000000e+00
  %18 = getelementptr inbounds float, ptr %1, i64 %13
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = fmul contract float %19, 2.000000e+00
  %21 = fadd contract float %20, -1.000000e+00
  %22 = getelementptr inbounds float, ptr %2, i64 %13
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = mul nsw i32 %10, 20
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %3, i64 %25
  %27 = tail call contract float @llvm.fma.f32(float %17, float %21, float %23)
  store float %27, ptr %26, align 4, !tbaa !4
  %28 = tail call contract float @llvm.fabs.f32(float %17)
  %29 = tail call contract float @llvm.sqrt.f32(float %28)
  %30 = getelementptr inbounds nuw i8, ptr %26, i64 4
  store float %29, ptr %30, align 4, !tbaa !4
  %31 = tail call contract float @llvm.minnum.f32(float %17, float %21)
  %32 = getelementptr inbounds nuw i8, ptr %26, i64 8
  store float %31, ptr %32, align 4, !tbaa !4
  %33 = tail call contract float @llvm.maxnum.f32(float %17, float %23)
  %34 = getelementptr inbounds nuw i8, ptr %26, i64 12
  store float %33, ptr %34, align 4, !tbaa !4
  %35 = tail call contract float @llvm.copysign.f32(float %23, float %21)
  %36 = getelementptr inbounds nuw i8, ptr %26, i64 16
  store float %35, ptr %36, align 4, !tbaa !4
  %37 = fmul contract float %17, 3.500000e+00
  %38 = tail call contract float @llvm.floor.f32(float %37)
  %39 = getelementptr inbounds nuw i8, ptr %26, i64 20
  store float %38, ptr %39, align 4, !tbaa !4
  %40 = tail call contract float @llvm.trunc.f32(float %37)
  %41 = getelementptr inbounds nuw i8, ptr %26, i64 24
  store float %40, ptr %41, align 4, !tbaa !4
  %42 = fmul contract float %17, 4.000000e+00
  %43 = tail call contract float @llvm.rint.f32(float %42)
  %44 = getelementptr inbounds nuw i8, ptr %26, i64 28
  store float %43, ptr %44, align 4, !tbaa !4
  %45 = fmul contract float %21, 1.000000e+01
  %46 = tail call contract float @llvm.ceil.f32(float %45)
  %47 = getelementptr inbounds nuw i8, ptr %26, i64 32
  store float %46, ptr %47, align 4, !tbaa !4
  %48 = fmul contract float %17, 2.000000e+00
  %49 = tail call contract float @llvm.round.f32(float %48)
  %50 = getelementptr inbounds nuw i8, ptr %26, i64 36
  store float %49, ptr %50, align 4, !tbaa !4
  %51 = fmul contract float %17, 1.000000e+03
  %52 = fptosi float %51 to i32
  %53 = getelementptr inbounds nuw i8, ptr %26, i64 40
  store i32 %52, ptr %53, align 4, !tbaa !4
  %54 = fmul contract float %23, 4.000000e+09
  %55 = fptoui float %54 to i32
  %56 = getelementptr inbounds nuw i8, ptr %26, i64 44
  store i32 %55, ptr %56, align 4, !tbaa !4
  %57 = bitcast float %23 to i32
  %58 = mul i32 %57, -1640531535
  %59 = sitofp i32 %58 to float
  %60 = getelementptr inbounds nuw i8, ptr %26, i64 48
  store float %59, ptr %60, align 4, !tbaa !4
  %61 = fptrunc contract float %17 to half
  %62 = fptrunc contract float %21 to half
  %63 = fadd contract half %61, %62
  %64 = fmul contract half %63, 0xH3800
  %65 = bitcast half %64 to i16
  %66 = zext i16 %65 to i32
  %67 = getelementptr inbounds nuw i8, ptr %26, i64 52
  store i32 %66, ptr %67, align 4, !tbaa !4
  %68 = fptrunc contract float %17 to bfloat
  %69 = fpext contract bfloat %68 to float
  %70 = fmul contract float %21, %69
  %71 = getelementptr inbounds nuw i8, ptr %26, i64 56
  store float %70, ptr %71, align 4, !tbaa !4
  %72 = fpext contract float %17 to double
  %73 = fpext contract float %21 to double
  %74 = fmul contract double %72, %73
  %75 = fpext contract float %23 to double
  %76 = fdiv contract double %75, 3.000000e+00
  %77 = fadd contract double %76, %74
  %78 = fptrunc contract double %77 to float
  %79 = getelementptr inbounds nuw i8, ptr %26, i64 60
  store float %78, ptr %79, align 4, !tbaa !4
  %80 = fdiv contract float %17, %21
  %81 = getelementptr inbounds nuw i8, ptr %26, i64 64
  store float %80, ptr %81, align 4, !tbaa !4
  %82 = fcmp contract olt float %17, %21
  %83 = fcmp contract ogt float %23, 5.000000e-01
  %84 = select i1 %83, i32 1, i32 2
  %85 = fcmp contract oeq float %17, %21
  %86 = select i1 %85, i32 3, i32 4
  %87 = select i1 %82, i32 %84, i32 %86
  %88 = getelementptr inbounds nuw i8, ptr %26, i64 68
  store i32 %87, ptr %88, align 4, !tbaa !4
  %89 = fptosi float %42 to i32
  %90 = tail call contract float @llvm.ldexp.f32.i32(float %23, i32 %89)
  %91 = getelementptr inbounds nuw i8, ptr %26, i64 72
  store float %90, ptr %91, align 4, !tbaa !4
  %92 = fmul contract float %17, 5.000000e-01
  %93 = fadd contract float %17, %92
  %94 = fmul contract float %93, 5.000000e-01
  %95 = fadd contract float %17, %94
  %96 = fmul contract float %95, 5.000000e-01
  %97 = fadd contract float %17, %96
  %98 = fmul contract float %97, 5.000000e-01
  %99 = fadd contract float %17, %98
  %100 = fmul contract float %99, 5.000000e-01
  %101 = fadd contract float %17, %100
  %102 = fmul contract float %101, 5.000000e-01
  %103 = fadd contract float %17, %102
  %104 = fmul contract float %103, 5.000000e-01
  %105 = fadd contract float %17, %104
  %106 = getelementptr inbounds nuw i8, ptr %26, i64 76
  store float %105, ptr %106, align 4, !tbaa !4
  br label %107

107:                                              ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ldexp.f32.i32(float, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
