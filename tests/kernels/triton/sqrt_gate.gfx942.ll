; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @sqrt_gate(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !14
  %8 = and i32 %7, 64, !dbg !13
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !15
  %10 = shl i32 %9, 8, !dbg !15
  %11 = and i32 %6, 63, !dbg !14
  %12 = or disjoint i32 %8, %11, !dbg !14
  %13 = shl nuw nsw i32 %12, 1, !dbg !14
  %14 = or disjoint i32 %13, %10, !dbg !15
  %15 = or disjoint i32 %14, 1, !dbg !15
  %16 = icmp slt i32 %14, %2, !dbg !16
  %17 = icmp slt i32 %15, %2, !dbg !16
  %18 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !17
  %19 = shl i32 %14, 2, !dbg !17
  %20 = select i1 %16, i32 %19, i32 -2147483648, !dbg !17
  %21 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %18, i32 %20, i32 0, i32 0), !dbg !17
  %22 = bitcast float %21 to <1 x float>, !dbg !17
  %23 = extractelement <1 x float> %22, i64 0, !dbg !17
  %24 = select i1 %16, float %23, float 1.000000e+00, !dbg !17
  %25 = shl i32 %15, 2, !dbg !17
  %26 = select i1 %17, i32 %25, i32 -2147483648, !dbg !17
  %27 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %18, i32 %26, i32 0, i32 0), !dbg !17
  %28 = bitcast float %27 to <1 x float>, !dbg !17
  %29 = extractelement <1 x float> %28, i64 0, !dbg !17
  %30 = select i1 %17, float %29, float 1.000000e+00, !dbg !17
  %31 = tail call float @llvm.amdgcn.sqrt.f32(float %24), !dbg !18
  %32 = tail call float @llvm.amdgcn.sqrt.f32(float %30), !dbg !18
  %33 = fcmp ogt float %31, 2.500000e+00, !dbg !18
  %34 = fcmp ogt float %32, 2.500000e+00, !dbg !18
  %35 = zext i1 %33 to i32, !dbg !19
  %36 = zext i1 %34 to i32, !dbg !19
  %37 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %35, ptr addrspace(8) %37, i32 %20, i32 0, i32 0), !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %36, ptr addrspace(8) %37, i32 %26, i32 0, i32 0), !dbg !13
  ret void, !dbg !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.sqrt.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "sqrt_gate", linkageName: "sqrt_gate", scope: !1, file: !1, line: 206, type: !5, scopeLine: 206, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !10, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 212, column: 5, scope: !4)
!14 = !DILocation(line: 209, column: 39, scope: !4)
!15 = !DILocation(line: 209, column: 12, scope: !4)
!16 = !DILocation(line: 210, column: 9, scope: !4)
!17 = !DILocation(line: 211, column: 9, scope: !4)
!18 = !DILocation(line: 212, column: 35, scope: !4)
!19 = !DILocation(line: 212, column: 26, scope: !4)
!20 = !DILocation(line: 206, column: 1, scope: !4)
