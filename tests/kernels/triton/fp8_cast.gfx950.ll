; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @fp8_cast(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  tail call void @llvm.amdgcn.s.setreg(i32 1473, i32 1), !dbg !14
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !16
  %9 = and i32 %8, 192, !dbg !15
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !17
  %11 = shl i32 %10, 8, !dbg !17
  %12 = and i32 %7, 63, !dbg !16
  %13 = or disjoint i32 %12, %9, !dbg !16
  %14 = or disjoint i32 %13, %11, !dbg !17
  %15 = icmp slt i32 %14, %3, !dbg !18
  %16 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !19
  %17 = shl i32 %14, 2, !dbg !19
  %18 = select i1 %15, i32 %17, i32 -2147483648, !dbg !19
  %19 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %16, i32 %18, i32 0, i32 0), !dbg !19
  %20 = bitcast float %19 to <1 x float>, !dbg !19
  %21 = extractelement <1 x float> %20, i64 0, !dbg !19
  %22 = tail call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.f32(<2 x i16> undef, float %21, float undef, float 1.000000e+00, i1 false), !dbg !20
  %23 = tail call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.f32(<2 x i16> %22, float undef, float undef, float 1.000000e+00, i1 true), !dbg !20
  %24 = bitcast <2 x i16> %23 to <4 x i8>, !dbg !20
  %25 = tail call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.bf8.f32(<2 x i16> undef, float %21, float undef, float 1.000000e+00, i1 false), !dbg !21
  %26 = tail call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.bf8.f32(<2 x i16> %25, float undef, float undef, float 1.000000e+00, i1 true), !dbg !21
  %27 = bitcast <2 x i16> %26 to <4 x i8>, !dbg !21
  %28 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !22
  %.extract = extractelement <4 x i8> %24, i64 0, !dbg !22
  %29 = select i1 %15, i32 %14, i32 -2147483648, !dbg !22
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i8(i8 %.extract, ptr addrspace(8) %28, i32 %29, i32 0, i32 0), !dbg !22
  %30 = shufflevector <4 x i8> %24, <4 x i8> <i8 poison, i8 undef, i8 undef, i8 undef>, <4 x i32> <i32 0, i32 5, i32 6, i32 7>, !dbg !23
  %31 = bitcast <4 x i8> %30 to i32, !dbg !23
  %32 = tail call <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.fp8(i32 %31, float 1.000000e+00, i1 false), !dbg !23
  %33 = extractelement <2 x float> %32, i64 0, !dbg !23
  %34 = shufflevector <4 x i8> %27, <4 x i8> <i8 poison, i8 undef, i8 undef, i8 undef>, <4 x i32> <i32 0, i32 5, i32 6, i32 7>, !dbg !24
  %35 = bitcast <4 x i8> %34 to i32, !dbg !24
  %36 = tail call <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.bf8(i32 %35, float 1.000000e+00, i1 false), !dbg !24
  %37 = extractelement <2 x float> %36, i64 0, !dbg !24
  %38 = fadd float %33, %37, !dbg !23
  %39 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !15
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %38, ptr addrspace(8) %39, i32 %18, i32 0, i32 0), !dbg !15
  ret void, !dbg !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.amdgcn.s.setreg(i32 immarg, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.f32(<2 x i16>, float, float, float, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.bf8.f32(<2 x i16>, float, float, float, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i8(i8, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.fp8(i32, float, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.bf8(i32, float, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "fp8_cast", linkageName: "fp8_cast", scope: !1, file: !1, line: 216, type: !5, scopeLine: 216, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !7, !11, !12, !12}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!14 = !DILocation(line: 216, column: 1, scope: !4)
!15 = !DILocation(line: 224, column: 5, scope: !4)
!16 = !DILocation(line: 218, column: 36, scope: !4)
!17 = !DILocation(line: 218, column: 9, scope: !4)
!18 = !DILocation(line: 219, column: 9, scope: !4)
!19 = !DILocation(line: 220, column: 9, scope: !4)
!20 = !DILocation(line: 221, column: 9, scope: !4)
!21 = !DILocation(line: 222, column: 9, scope: !4)
!22 = !DILocation(line: 223, column: 5, scope: !4)
!23 = !DILocation(line: 224, column: 24, scope: !4)
!24 = !DILocation(line: 224, column: 43, scope: !4)
